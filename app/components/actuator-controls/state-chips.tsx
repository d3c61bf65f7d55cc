// The reported state and control mode of an actuator, as chips the grower reads at a glance.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useT } from '../use-t';
import type { LiveView } from './logic';

const stateColor = (view: LiveView): ChipProps['color'] => {
  if (view.jammed) return 'error';
  if (view.moving) return 'info';
  if (view.on || view.state === 'open') return 'success';
  return 'default';
};

/** The reported state ("opening", "on", "jammed", or "state unknown" before any report). */
export function StateChip({ view }: { view: LiveView }) {
  const t = useT();
  return (
    <Chip
      size="small"
      color={stateColor(view)}
      variant={view.state === 'unknown' ? 'outlined' : 'filled'}
      label={t(`actuators:state_${view.state}`)}
      data-testid="actuator-state"
      data-state={view.state}
    />
  );
}

/**
 * Manual or auto, as reported (nothing before the first report). With `onRelease`, a manual chip is
 * a button that hands the actuator back to automation (the list's quick control).
 */
export function ModeChip({ view, onRelease }: { view: LiveView; onRelease?: () => void }) {
  const t = useT();
  if (!view.mode) return null;
  const release = view.mode === 'manual' ? onRelease : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={view.mode === 'manual' ? 'warning' : 'primary'}
      label={t(`actuators:mode_${view.mode}`)}
      onClick={release}
      aria-label={release ? t('actuators:releaseAuto') : undefined}
      data-testid="actuator-mode"
      data-mode={view.mode}
    />
  );
}
