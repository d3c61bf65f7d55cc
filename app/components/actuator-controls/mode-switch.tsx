// Manual / auto: "auto" hands the actuator back to automation (action 'auto'); switching it off
// takes manual control without changing what the actuator does (logic.ts holdCommand).
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useT } from '../use-t';
import { holdCommand, type LiveView } from './logic';
import type { Send } from './types';
import { now } from '../../lib/world-time';

export function ModeSwitch({ view, disabled, send }: { view: LiveView; disabled: boolean; send: Send }) {
  const t = useT();
  const auto = view.mode === 'auto';
  const change = (toAuto: boolean) => {
    if (toAuto) return void send('auto');
    const { action, duration } = holdCommand(view, now());
    void send(action, duration === undefined ? {} : { duration });
  };
  return (
    <FormControlLabel
      control={
        <Switch
          checked={auto}
          disabled={disabled || view.mode === undefined}
          onChange={(e) => change(e.target.checked)}
        />
      }
      label={t('actuators:mode_auto')}
      data-testid="actuator-mode-switch"
    />
  );
}
