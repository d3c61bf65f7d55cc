// The rotation program now: idle, or which plan runs on which valve and how long is left; pause, resume, stop.
import Alert from '@mui/material/Alert';
import type { IrrigationPlan, Valve } from '../../../../protocol/live/irrigation.ts';
import { ProgramAlert } from '../../../components/program-alert';
import { useT } from '../../../components/use-t';
import type { IrrigationProgram } from '../../../live/hooks/use-irrigation-program';
import { durationText } from './trigger-summary';

export type ProgramStatusProps = {
  program: IrrigationProgram;
  plans: readonly IrrigationPlan[];
  valveById: ReadonlyMap<number, Valve>;
};

export function ProgramStatus({ program, plans, valveById }: ProgramStatusProps) {
  const t = useT();
  const { status, statusError } = program;
  if (!status) {
    return statusError ? (
      <Alert severity="warning" data-testid="program-status" data-state="unknown">
        {t('water:programError', { error: statusError })}
      </Alert>
    ) : null;
  }
  if (status.state === 'idle') return <ProgramAlert program={program} text={t('water:programIdle')} />;
  const plan = plans.find((p) => p.pid === status.pid);
  const valve = status.vid === null ? undefined : valveById.get(status.vid);
  const values = {
    name: plan?.name ?? t('water:programUnknown', { pid: status.pid ?? '?' }),
    index: status.valveIndex + 1,
    count: status.valveCount,
    valve: valve?.name ?? '',
    remaining: durationText(t, status.remainingS),
  };
  const key = status.state === 'running' ? 'water:programRunning' : 'water:programPaused';
  return <ProgramAlert program={program} text={t(key, values)} />;
}
