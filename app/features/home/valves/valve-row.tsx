/**
 * One irrigation valve: its reported state (and when a timed opening ends), open for N minutes
 * (`actuator/cmd` on the valve's aid: action 'on' with a duration) and close ('off'). The state shown
 * is always the controller's; a refused command (locked by a program, offline) says why.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFarmClock } from '../../../live/hooks/use-farm-zone';
import { useId, useState, type FormEvent } from 'react';
import type { Valve } from '../../../../protocol/live/irrigation.ts';
import { checkDuration, liveView } from '../../../components/actuator-controls/logic';
import { useT } from '../../../components/use-t';
import { useActuatorCommand } from '../../../live/hooks/use-actuator-command';
import { useLiveStatus } from '../../../stores/connection-store';
import { useLiveActuator } from '../../../stores/live-actuators-store';

export function ValveRow({ valve }: { valve: Valve }) {
  const t = useT();
  const farmClock = useFarmClock();
  const titleId = useId();
  const view = liveView('valve', useLiveActuator(valve.aid));
  const { pending, error, send } = useActuatorCommand(valve.aid);
  const online = useLiveStatus() === 1;
  const [minutes, setMinutes] = useState('10');
  const checked = checkDuration(minutes, 'min');
  const busy = pending || !online;

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (checked.ok && !busy) void send('on', { duration: checked.value });
  };
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      aria-busy={pending}
      data-testid={`valve-${valve.vid}`}
      data-state={view.state}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {valve.name}
        </Typography>
        <Chip
          size="small"
          color={view.on ? 'success' : 'default'}
          variant={view.state === 'unknown' ? 'outlined' : 'filled'}
          label={t(`actuators:state_${view.state}`)}
          data-testid="valve-state"
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('home:valveFlow', { flow: valve.flowNominal })}
        {view.until !== undefined &&
          ` · ${t('home:valveOnUntil', { time: farmClock(view.until, 'HH:mm:ss') })}`}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={open}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label={t('home:valveDuration')}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={!checked.ok}
          helperText={checked.ok ? ' ' : t('home:valveDurationInvalid')}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'valve-minutes' } }}
          sx={{ flex: '1 1 110px', maxWidth: 160 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !checked.ok}
          aria-label={t('home:valveOpenFor', { name: valve.name })}
          sx={{ mt: 0.25 }}
        >
          {t('home:valveOpen')}
        </Button>
        <Button
          variant="outlined"
          disabled={busy || view.state === 'off'}
          onClick={() => void send('off')}
          sx={{ mt: 0.25 }}
        >
          {t('home:valveClose')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ py: 0 }} data-testid="valve-error">
          {error}
        </Alert>
      )}
    </Paper>
  );
}
