// One irrigation plan in the list: on/off switch, trigger, valves with their live state, recipe, window, start and edit.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { IrrigationPlan } from '../../../../protocol/live/irrigation.ts';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import type { PlanData } from './use-plan-data';
import { durationText, triggerSummary, windowSummary } from './trigger-summary';
import { ValveChip } from './valve-chip';

export type PlanCardProps = {
  plan: IrrigationPlan;
  data: PlanData;
  onEdit: () => void;
  onStart: () => void;
  starting: boolean;
};

export function PlanCard({ plan, data, onEdit, onStart, starting }: PlanCardProps) {
  const t = useT();
  const titleId = useId();
  const toggle = useConfAction();
  const recipe = data.recipes.find((r) => r.rid === plan.recipeId);
  const recipeText =
    plan.recipeId === null
      ? t('water:recipeNone')
      : (recipe?.name ?? t('water:recipeMissing', { rid: plan.recipeId }));
  const line = (label: string, value: string) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('water:fieldLabel', { label })}
      </Box>
      {value}
    </Typography>
  );
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-pid={plan.pid}
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {plan.name}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`water:trigger_${plan.trigger.type}`)} />
        <Switch
          checked={plan.enabled}
          disabled={toggle.pending}
          onChange={(e) =>
            void toggle.send('irrigationPlan', 'update', { ...plan, enabled: e.target.checked })
          }
          slotProps={{ input: { 'aria-label': t('water:enablePlan', { name: plan.name }) } }}
        />
      </Box>
      <Typography variant="body2" data-testid="plan-trigger">
        {triggerSummary(t, plan, data.sensors)}
      </Typography>
      {line(
        t('water:valvesLabel'),
        t('water:valvesSummary', {
          count: plan.valveIds.length,
          duration: durationText(t, plan.secondsPerValve),
        }),
      )}
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {plan.valveIds.map((vid, i) => {
          const valve = data.valveById.get(vid);
          return valve ? (
            <ValveChip key={vid} valve={valve} position={i + 1} />
          ) : (
            <Chip key={vid} size="small" label={t('water:valveMissing', { vid })} color="warning" />
          );
        })}
      </Box>
      {line(t('water:recipeLabel'), recipeText)}
      {line(t('water:windowLabel'), windowSummary(t, plan))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={onEdit}
          aria-label={t('water:editPlan', { name: plan.name })}
        >
          {t('common:edit')}
        </Button>
        <Button
          size="small"
          onClick={onStart}
          disabled={starting}
          aria-label={t('water:startPlan', { name: plan.name })}
        >
          {t('water:startNow')}
        </Button>
      </Box>
    </Paper>
  );
}
