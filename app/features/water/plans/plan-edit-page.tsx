// `?edit=<pid>` or `?edit=new` on the plans route: the plan form once the lists are in, or why not.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { PlanEditor } from './plan-editor';
import { usePlanData } from './use-plan-data';

export function PlanEditPage({ edit, onDone }: { edit: number | 'new'; onDone: () => void }) {
  const t = useT();
  const data = usePlanData();
  const { state, error, retry } = data.screen;
  const plan = edit === 'new' ? undefined : data.plans.find((p) => p.pid === edit);
  const title = plan ? t('water:editPlanTitle', { name: plan.name }) : t('water:newPlanTitle');
  return (
    <Page
      title={title}
      actions={
        <Button variant="outlined" size="small" onClick={onDone}>
          {t('water:backToPlans')}
        </Button>
      }
    >
      <ScreenState state={state} error={error} onRetry={retry}>
        {edit !== 'new' && !plan ? (
          <Alert severity="warning" data-testid="plan-not-found">
            {t('water:planNotFound')}
          </Alert>
        ) : (
          <PlanEditor key={plan?.pid ?? 'new'} plan={plan} data={data} onDone={onDone} />
        )}
      </ScreenState>
    </Page>
  );
}
