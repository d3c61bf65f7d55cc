// The farm clock: now in farm time, pause / resume, speed presets, jump ahead an hour or a day.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTrainerT } from '../../i18n/trainer';
import { useFarmZone } from '../../live/hooks/use-farm-zone';
import { dayMs, farmDateTime, hourMs, speedLabel, speedPresets } from './console-logic';
import { ConsolePanel } from './console-panel';
import type { WorldApi } from './world-api';
import type { ClockState } from '../../../protocol/sim-world';
import type { ConsoleAction } from './use-console-action';

export function ClockPanel({
  clock,
  api,
  action,
}: {
  clock: ClockState | null;
  api: WorldApi;
  action: ConsoleAction;
}) {
  const t = useTrainerT();
  const zone = useFarmZone();
  const disabled = clock === null || action.busy;
  const jump = (ms: number) =>
    action.run(
      () => api.setClock({ action: 'jump', ms }),
      (c) => t('doneJump', { time: farmDateTime(c.now, zone) }),
    );
  return (
    <ConsolePanel title={t('clockTitle')} testId="trainer-clock">
      <div>
        <Typography variant="body2" color="text.secondary">
          {t('farmTime')}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          data-testid="trainer-farm-time"
          sx={{ fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {clock ? farmDateTime(clock.now, zone) : '—'}
        </Typography>
        {clock && (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={clock.paused ? 'warning' : 'success'}
              label={clock.paused ? t('clockPaused') : t('clockRunning')}
            />
            <Chip size="small" label={`${t('speed')} ${speedLabel(clock.speed)}`} />
            {clock.stepped && <Chip size="small" variant="outlined" label={t('clockStepped')} />}
          </Stack>
        )}
        {clock?.jump && <JumpProgress jump={clock.jump} />}
      </div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={disabled}
          onClick={() =>
            clock?.paused
              ? action.run(
                  () => api.setClock({ action: 'resume' }),
                  () => t('doneResume'),
                )
              : action.run(
                  () => api.setClock({ action: 'pause' }),
                  () => t('donePause'),
                )
          }
        >
          {clock?.paused ? t('resume') : t('pause')}
        </Button>
        <Button variant="outlined" disabled={disabled} onClick={() => jump(hourMs)}>
          {t('jumpHour')}
        </Button>
        <Button variant="outlined" disabled={disabled} onClick={() => jump(dayMs)}>
          {t('jumpDay')}
        </Button>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('speed')}
        value={clock?.speed ?? null}
        disabled={disabled}
        onChange={(_, speed: number | null) => {
          if (speed !== null)
            void action.run(
              () => api.setClock({ action: 'speed', speed }),
              (c) => t('doneSpeed', { speed: speedLabel(c.speed) }),
            );
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {speedPresets.map((s) => (
          <ToggleButton key={s} value={s} sx={{ minWidth: 56 }}>
            {speedLabel(s)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </ConsolePanel>
  );
}

/** How far a jump has come: the farm time it has reached, as a bar and in words. */
function JumpProgress({ jump }: { jump: NonNullable<ClockState['jump']> }) {
  const t = useTrainerT();
  const zone = useFarmZone();
  const percent = Math.round((100 * (jump.at - jump.from)) / Math.max(1, jump.to - jump.from));
  const text = t('jumping', { time: farmDateTime(jump.at, zone), percent });
  return (
    <div data-testid="trainer-jump-progress">
      <Typography variant="body2" sx={{ mt: 1 }}>
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={text} />
    </div>
  );
}
