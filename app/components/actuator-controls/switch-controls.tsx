// On / off for fans, relays, lights, valves, foggers, heaters and CO2, plus timed on (full variant).
// The pressed button is the reported state: a refused "on" leaves "off" pressed.
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useT } from '../use-t';
import type { LiveView, Phase } from './logic';
import { TimedOnForm } from './timed-on-form';
import { useFarmTime } from './time';
import type { Send } from './types';

export type SwitchControlsProps = {
  name: string;
  view: LiveView;
  phase: Phase;
  full: boolean;
  dense: boolean;
  disabled: boolean;
  send: Send;
};

export function SwitchControls({ name, view, phase, full, dense, disabled, send }: SwitchControlsProps) {
  const t = useT();
  const formatTime = useFarmTime();
  const busy = disabled || phase === 'sending';
  const pressed = view.on ? 'on' : view.state === 'off' ? 'off' : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          fullWidth={dense}
          value={pressed}
          disabled={busy}
          aria-label={t('actuators:controlsOf', { name })}
          onChange={(_, value: unknown) => {
            if (value === 'on' || value === 'off') void send(value);
          }}
        >
          <ToggleButton value="on" color="success" sx={{ px: 2 }}>
            {t('actuators:turnOn')}
          </ToggleButton>
          <ToggleButton value="off" sx={{ px: 2 }}>
            {t('actuators:turnOff')}
          </ToggleButton>
        </ToggleButtonGroup>
        {view.until !== undefined && (
          <Typography variant="body2" color="text.secondary" data-testid="actuator-until">
            {t('actuators:onUntil', { time: formatTime(view.until) })}
          </Typography>
        )}
      </Box>
      {full && <TimedOnForm disabled={busy} onRun={(duration) => send('on', { duration })} />}
    </Box>
  );
}
