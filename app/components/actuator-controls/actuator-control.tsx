/**
 * One actuator's live state and manual controls: position kinds get a position bar with
 * open/stop/close and go-to-%; the others on/off and timed on; every kind the manual/auto switch.
 * Everything shown comes from the controller's reports (useLiveActuator); a command is pending
 * until its ack and, for a move, until the reported position arrives; a refusal says why.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useId, type ReactNode } from 'react';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import { useActuatorCommand } from '../../live/hooks/use-actuator-command';
import { useLiveStatus } from '../../stores/connection-store';
import { useLiveActuator } from '../../stores/live-actuators-store';
import { useT } from '../use-t';
import { ControlHeader } from './control-header';
import { controlPhase, liveView } from './logic';
import { ModeSwitch } from './mode-switch';
import { PositionControls } from './position-controls';
import { SwitchControls } from './switch-controls';

export type ActuatorControlProps = {
  actuator: Actuator;
  /**
   * 'full' for detail screens (go-to-%, timed on, mode switch); 'tile' the same controls stacked for
   * narrow grid cells (two columns on a phone); 'compact' a row of quick controls for lists.
   */
  variant?: 'full' | 'tile' | 'compact';
  /** Extra header content, e.g. a link to the edit screen. */
  actions?: ReactNode;
};

export function ActuatorControl({ actuator, variant = 'full', actions }: ActuatorControlProps) {
  const t = useT();
  const titleId = useId();
  const report = useLiveActuator(actuator.aid);
  const { pending, error, send } = useActuatorCommand(actuator.aid);
  const online = useLiveStatus() === 1;
  const view = liveView(actuator.kind, report);
  const phase = controlPhase(pending, view);
  const full = variant !== 'compact';
  const dense = variant === 'tile';
  const disabled = !online || !actuator.enabled;
  const controls = { name: actuator.name, view, phase, full, dense, disabled, send };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      aria-busy={phase !== 'idle'}
      data-testid={`actuator-${actuator.aid}`}
      data-phase={phase}
      sx={{
        p: full && !dense ? 2 : 1.5,
        display: 'grid',
        gap: full ? 1.5 : 1,
        alignContent: 'start',
        height: full ? '100%' : undefined,
      }}
    >
      <ControlHeader
        actuator={actuator}
        view={view}
        phase={phase}
        full={full}
        dense={dense}
        titleId={titleId}
        actions={actions}
        onRelease={full || disabled || phase === 'sending' ? undefined : () => void send('auto')}
      />
      {view.jammed && (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {t('actuators:jammed')}
        </Alert>
      )}
      {view.positional ? <PositionControls {...controls} /> : <SwitchControls {...controls} />}
      {full && (
        <Box>
          <ModeSwitch view={view} disabled={disabled || phase === 'sending'} send={send} />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ py: 0 }} data-testid="actuator-error">
          {error}
        </Alert>
      )}
    </Paper>
  );
}
