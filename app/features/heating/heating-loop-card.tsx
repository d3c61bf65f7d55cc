// One heating loop: mode and run state, temperatures, start/stop by hand, hand back to auto, and its set points.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HeatingLoop, HeatingStatus } from '../../../protocol/live/climate.ts';
import { useT } from '../../components/use-t';
import { useLiveActuator } from '../../stores/live-actuators-store';
import { showSnackbar } from '../../stores/ui-store';
import { HeatingReadings } from './heating-readings';
import { HeatingSetpointEditor } from './heating-setpoint-editor';
import type { HeatingAction } from './use-heating-status';

export type HeatingLoopCardProps = {
  loop: HeatingLoop;
  zoneName: string;
  status?: HeatingStatus;
  pending: string | null;
  command: (action: HeatingAction, hid: number) => Promise<boolean>;
};

const done = { start: 'heating:started', stop: 'heating:stoppedDone', auto: 'heating:handedBack' } as const;

export function HeatingLoopCard({ loop, zoneName, status, pending, command }: HeatingLoopCardProps) {
  const t = useT();
  const run = async (action: HeatingAction) => {
    if (await command(action, loop.hid)) showSnackbar(t(done[action]), { severity: 'success' });
  };
  const busy = pending !== null && pending.endsWith(`:${loop.hid}`);
  // The heater's own reports say at once when the automation switches it; the status follows.
  const heater = useLiveActuator(loop.aid);
  const running = heater ? heater.state === 'on' : status?.running;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={loop.name}
      data-testid="heating-loop"
      data-hid={loop.hid}
      data-mode={loop.mode}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {loop.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {zoneName}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          color={loop.mode === 'manual' ? 'warning' : loop.mode === 'auto' ? 'primary' : 'default'}
          label={t('heating:modeLabel', { mode: t(`heating:mode_${loop.mode}`) })}
          data-testid="heating-mode"
        />
        <Chip
          size="small"
          color={running ? 'success' : 'default'}
          label={
            running === undefined
              ? t('heating:statusUnknown')
              : t(running ? 'heating:running' : 'heating:stopped')
          }
          data-testid="heating-running"
          data-running={running ?? ''}
        />
      </Box>
      <HeatingReadings loop={loop} status={status} />
      {loop.mode !== 'auto' && (
        <Alert severity={loop.mode === 'manual' ? 'warning' : 'info'} data-testid="heating-mode-note">
          {t(loop.mode === 'manual' ? 'heating:manualNote' : 'heating:offNote')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={busy} onClick={() => void run('start')}>
          {t('heating:start')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void run('stop')}>
          {t('heating:stop')}
        </Button>
        {loop.mode !== 'auto' && (
          <Button variant="contained" disabled={busy} onClick={() => void run('auto')}>
            {t('heating:handBack')}
          </Button>
        )}
      </Box>
      <Divider />
      <HeatingSetpointEditor loop={loop} />
    </Paper>
  );
}
