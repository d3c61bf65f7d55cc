// The current irrigation program: idle, or which plan runs, on which valve, and how long is left.
import Alert from '@mui/material/Alert';
import type { IrrigationPlan, Valve } from '../../../../protocol/live/irrigation.ts';
import { useT } from '../../../components/use-t';
import type { IrrigationView } from '../../../live/hooks/use-irrigation-program';

export type ProgramStatusProps = {
  view: IrrigationView;
  plans: readonly IrrigationPlan[];
  valves: readonly Valve[];
};

/** Seconds as "m 分 s 秒" parts. */
function minutesSeconds(totalS: number): { m: number; s: number } {
  const s = Math.max(0, Math.round(totalS));
  return { m: Math.floor(s / 60), s: s % 60 };
}

export function ProgramStatus({ view, plans, valves }: ProgramStatusProps) {
  const t = useT();
  const { status, error } = view;
  if (error && !status)
    return (
      <Alert severity="warning" data-testid="program-status" data-state="unknown">
        {t('home:programError', { error })}
      </Alert>
    );
  if (!status) return null;
  if (status.state === 'idle')
    return (
      <Alert severity="info" data-testid="program-status" data-state="idle">
        {t('home:programIdle')}
      </Alert>
    );
  const plan = plans.find((p) => p.pid === status.pid);
  const valve = valves.find((v) => v.vid === status.vid);
  const { m, s } = minutesSeconds(status.remainingS);
  const values = {
    name: plan?.name ?? t('home:programUnknown', { pid: status.pid ?? '?' }),
    index: status.valveIndex + 1,
    count: status.valveCount,
    remaining: t('home:minutesSeconds', { m, s }),
  };
  return (
    <Alert
      severity={status.state === 'running' ? 'success' : 'warning'}
      data-testid="program-status"
      data-state={status.state}
    >
      {t(status.state === 'running' ? 'home:programRunning' : 'home:programPaused', values)}
      {valve && ` · ${t('home:programValve', { name: valve.name })}`}
      {` · ${t('home:programLocked')}`}
    </Alert>
  );
}
