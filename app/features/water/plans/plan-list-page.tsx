// The irrigation plans of the base: the running program, then each plan as a card; new plan.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { AddIcon } from '../shared/icons';
import { PlanCard } from './plan-card';
import { ProgramStatus } from './program-status';
import { useIrrigationProgram } from '../../../live/hooks/use-irrigation-program';
import { usePlanData } from './use-plan-data';

export function PlanListPage({ onEdit }: { onEdit: (edit: number | 'new') => void }) {
  const t = useT();
  const data = usePlanData();
  const program = useIrrigationProgram();
  const { state, error, retry } = data.screen;
  const plans = [...data.plans].sort((a, b) => a.pid - b.pid);
  return (
    <Page
      title={t('routes:automaticWaterControl')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => onEdit('new')}>
          {t('water:newPlan')}
        </Button>
      }
    >
      <ScreenState state={state} error={error} onRetry={retry}>
        <Box component="section" aria-label={t('water:programTitle')} sx={{ mb: 2 }}>
          <ProgramStatus program={program} plans={data.plans} valveById={data.valveById} />
        </Box>
        <Box component="section" aria-label={t('water:plansList')}>
          {plans.length === 0 ? (
            <Typography color="text.secondary" data-testid="screen-empty">
              {t('water:noPlans')}
            </Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {plans.map((plan) => (
                <PlanCard
                  key={plan.pid}
                  plan={plan}
                  data={data}
                  onEdit={() => onEdit(plan.pid)}
                  onStart={() => void program.command('start', plan.pid)}
                  starting={program.pending !== null}
                />
              ))}
            </Box>
          )}
        </Box>
      </ScreenState>
    </Page>
  );
}
