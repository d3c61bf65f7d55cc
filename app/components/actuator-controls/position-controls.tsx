// Open / stop / close for a position kind, plus go-to-% in the full variant. Stop stays available
// while the actuator moves; the others wait only for the ack of the command before.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useT } from '../use-t';
import { GoToForm } from './go-to-form';
import type { LiveView, Phase } from './logic';
import { PositionBar } from './position-bar';
import type { Send } from './types';

export type PositionControlsProps = {
  name: string;
  view: LiveView;
  phase: Phase;
  full: boolean;
  dense: boolean;
  disabled: boolean;
  send: Send;
};

export function PositionControls({ name, view, phase, full, dense, disabled, send }: PositionControlsProps) {
  const t = useT();
  const busy = disabled || phase === 'sending';
  const buttons = (
    <ButtonGroup
      size="small"
      variant="outlined"
      fullWidth={dense}
      aria-label={t('actuators:controlsOf', { name })}
      sx={dense ? { '& .MuiButton-root': { minWidth: 0, px: 0.5 } } : undefined}
    >
      <Button onClick={() => void send('open')} disabled={busy}>
        {t('actuators:open')}
      </Button>
      <Button onClick={() => void send('stop')} disabled={busy} color="warning">
        {t('actuators:stop')}
      </Button>
      <Button onClick={() => void send('close')} disabled={busy}>
        {t('actuators:close')}
      </Button>
    </ButtonGroup>
  );
  if (!full) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PositionBar view={view} name={name} />
        {buttons}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <PositionBar view={view} name={name} />
      <Box>{buttons}</Box>
      <GoToForm
        name={name}
        current={view.pos}
        dense={dense}
        disabled={busy}
        onGo={(value) => send('set', { value })}
      />
    </Box>
  );
}
