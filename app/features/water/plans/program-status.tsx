// The rotation program now: idle, or which plan runs on which valve and how long is left; pause, resume, stop.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { IrrigationPlan, Valve } from '../../../../protocol/live/irrigation.ts';
import { useT } from '../../../components/use-t';
import { durationText } from './trigger-summary';
import type { IrrigationProgram } from '../../../live/hooks/use-irrigation-program';

export type ProgramStatusProps = {
  program: IrrigationProgram;
  plans: readonly IrrigationPlan[];
  valveById: ReadonlyMap<number, Valve>;
};

export function ProgramStatus({ program, plans, valveById }: ProgramStatusProps) {
  const t = useT();
  const { status, statusError, pending, error, command } = program;
  const errorLine = error && (
    <Alert severity="error" sx={{ mt: 1 }} data-testid="program-error">
      {error}
    </Alert>
  );
  if (!status) {
    return statusError ? (
      <Alert severity="warning" data-testid="program-status" data-state="unknown">
        {t('water:programError', { error: statusError })}
      </Alert>
    ) : null;
  }
  if (status.state === 'idle') {
    return (
      <Box>
        <Alert severity="info" data-testid="program-status" data-state="idle">
          {t('water:programIdle')}
        </Alert>
        {errorLine}
      </Box>
    );
  }
  const plan = plans.find((p) => p.pid === status.pid);
  const valve = status.vid === null ? undefined : valveById.get(status.vid);
  const values = {
    name: plan?.name ?? t('water:programUnknown', { pid: status.pid ?? '?' }),
    index: status.valveIndex + 1,
    count: status.valveCount,
    valve: valve?.name ?? '',
    remaining: durationText(t, status.remainingS),
  };
  const running = status.state === 'running';
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
              {t(running ? 'water:pause' : 'water:resume')}
            </Button>
            <Button
              color="inherit"
              size="small"
              disabled={pending !== null}
              onClick={() => void command('stop')}
            >
              {t('water:stop')}
            </Button>
          </Box>
        }
      >
        {t(running ? 'water:programRunning' : 'water:programPaused', values)}
      </Alert>
      {errorLine}
    </Box>
  );
}
