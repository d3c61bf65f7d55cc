// The running program (its plan, current valve and time left) with pause, resume and stop; when none
// runs, a plan to start. The alert and its controls are the shared ProgramAlert (as on the water plans).
import Alert from '@mui/material/Alert';
import type { IrrigationPlan } from '../../../protocol/live/irrigation.ts';
import { ProgramAlert } from '../../components/program-alert';
import { useT } from '../../components/use-t';
import type { IrrigationProgram } from '../../live/hooks/use-irrigation-program';
import { durationParts } from './fert-view';
import { StartProgram } from './start-program';

export type ProgramPanelProps = {
  program: IrrigationProgram;
  plans: readonly IrrigationPlan[];
  /** The open valve's name. */
  valve: string | null;
  /** The program the centre reports running (it may be one the automation started). */
  centrePid: number | null;
};

export function ProgramPanel({ program, plans, valve, centrePid }: ProgramPanelProps) {
  const t = useT();
  const { status, statusError, pending, command } = program;
  const planName = (pid: number | null) =>
    plans.find((p) => p.pid === pid)?.name ?? t('fertigation:programUnknown', { pid: pid ?? '?' });
  if (!status)
    return statusError ? (
      <Alert severity="warning" data-testid="program-status" data-state="unknown">
        {t('fertigation:programError', { error: statusError })}
      </Alert>
    ) : null;
  if (status.state === 'idle')
    return (
      <ProgramAlert
        program={program}
        idleState={centrePid ? 'auto' : 'idle'}
        text={
          centrePid
            ? t('fertigation:programAuto', { name: planName(centrePid) })
            : t('fertigation:programIdle')
        }
      >
        <StartProgram plans={plans} busy={pending !== null} onStart={(pid) => command('start', pid)} />
      </ProgramAlert>
    );
  const values = {
    name: planName(status.pid),
    index: status.valveIndex + 1,
    count: status.valveCount,
    valve: valve ?? '',
    remaining: t(...durationParts(status.remainingS)),
  };
  const key = status.state === 'running' ? 'fertigation:programRunning' : 'fertigation:programPaused';
  return <ProgramAlert program={program} text={t(key, values)} />;
}
