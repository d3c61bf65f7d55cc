// The rotation program as one alert: idle, or running / paused with pause, resume and stop; the refusal below.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { IrrigationProgram } from '../live/hooks/use-irrigation-program.ts';
import { useT } from './use-t';

export type ProgramAlertProps = {
  /** The program with a known status (the caller shows its own line while the status is unknown). */
  program: IrrigationProgram;
  /** The sentence for the state: which plan runs, on which valve, how long is left; or why none does. */
  text: string;
  /** `data-state` when idle, if the screen tells more than 'idle' (e.g. 'auto'). */
  idleState?: string;
  /** Shown under the alert, above the refusal (e.g. a plan to start when idle). */
  children?: ReactNode;
};

export function ProgramAlert({ program, text, idleState, children }: ProgramAlertProps) {
  const t = useT();
  const { status, pending, error, command } = program;
  const state = status?.state ?? 'idle';
  const running = state === 'running';
  const actions = state !== 'idle' && (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button
        color="inherit"
        size="small"
        disabled={pending !== null}
        onClick={() => void command(running ? 'pause' : 'resume')}
      >
        {t(running ? 'common:pause' : 'common:resume')}
      </Button>
      <Button color="inherit" size="small" disabled={pending !== null} onClick={() => void command('stop')}>
        {t('common:stop')}
      </Button>
    </Box>
  );
  return (
    <Box>
      <Alert
        severity={running ? 'success' : state === 'paused' ? 'warning' : 'info'}
        data-testid="program-status"
        data-state={state === 'idle' ? (idleState ?? 'idle') : state}
        data-pid={state === 'idle' ? undefined : (status?.pid ?? '')}
        action={actions || undefined}
      >
        {text}
      </Alert>
      {children}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="program-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}
