// The running program (its plan, current valve and time left) with pause, resume and stop; when none
// runs, a plan to start. Shaped like app/features/water/plans/program-status.tsx.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { IrrigationPlan } from '../../../protocol/live/irrigation.ts';
import { useT } from '../../components/use-t';
import { durationParts } from './fert-view';
import { StartProgram } from './start-program';
import type { IrrigationProgram } from '../../live/hooks/use-irrigation-program';

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
  const { status, statusError, pending, error, command } = program;
  const planName = (pid: number | null) =>
    plans.find((p) => p.pid === pid)?.name ?? t('fertigation:programUnknown', { pid: pid ?? '?' });
  const errorLine = error && (
    <Alert severity="error" sx={{ mt: 1 }} data-testid="program-error">
      {error}
    </Alert>
  );
  if (!status)
    return statusError ? (
      <Alert severity="warning" data-testid="program-status" data-state="unknown">
        {t('fertigation:programError', { error: statusError })}
      </Alert>
    ) : null;
  if (status.state === 'idle')
    return (
      <Box>
        <Alert severity="info" data-testid="program-status" data-state={centrePid ? 'auto' : 'idle'}>
          {centrePid
            ? t('fertigation:programAuto', { name: planName(centrePid) })
            : t('fertigation:programIdle')}
        </Alert>
        <StartProgram plans={plans} busy={pending !== null} onStart={(pid) => command('start', pid)} />
        {errorLine}
      </Box>
    );
  const running = status.state === 'running';
  const values = {
    name: planName(status.pid),
    index: status.valveIndex + 1,
    count: status.valveCount,
    valve: valve ?? '',
    remaining: t(...durationParts(status.remainingS)),
  };
  return (
    <Box>
      <Alert
        severity={running ? 'success' : 'warning'}
        data-testid="program-status"
        data-state={status.state}
        data-pid={status.pid ?? ''}
        action={
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Button
              color="inherit"
              size="small"
              disabled={pending !== null}
              onClick={() => void command(running ? 'pause' : 'resume')}
            >
              {t(running ? 'fertigation:pause' : 'fertigation:resume')}
            </Button>
            <Button
              color="inherit"
              size="small"
              disabled={pending !== null}
              onClick={() => void command('stop')}
            >
              {t('fertigation:stop')}
            </Button>
          </Box>
        }
      >
        {t(running ? 'fertigation:programRunning' : 'fertigation:programPaused', values)}
      </Alert>
      {errorLine}
    </Box>
  );
}
