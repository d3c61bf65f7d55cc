// The farm clock: now in farm time, pause / resume, speed presets, jump ahead an hour or a day.
// The time changes every second; only its line re-renders then, the chips and controls when the clock's
// state or the console's busy flag change.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTrainerT } from '../../i18n/trainer';
import { useWorldClock } from '../../lib/world-time';
import { useFarmZone } from '../../live/hooks/use-farm-zone';
import { dayMs, farmDateTime, hourMs, speedLabel, speedPresets } from './console-logic';
import { ConsolePanel } from './console-panel';
import type { WorldApi } from './world-api';
import type { ClockState } from '../../../protocol/sim-world';
import type { ConsoleAction } from './use-console-action';

/** How often the console asks the world clock (the app's one clock poller, at this pace while open). */
export const clockPollMs = 1000;

type ClockProps = { api: WorldApi; action: ConsoleAction };

/** The clock panel following the world clock: the panel stays, its content follows each answer. */
export const WorldClockPanel = memo(function WorldClockPanel({ api, action }: ClockProps) {
  const t = useTrainerT();
  return (
    <ConsolePanel title={t('clockTitle')} testId="trainer-clock">
      <LiveClock api={api} action={action} />
    </ConsolePanel>
  );
});

function LiveClock({ api, action }: ClockProps) {
  const clock = useWorldClock(clockPollMs) ?? null;
  return <ClockBody clock={clock} api={api} action={action} />;
}

/** The clock panel showing a given clock state. */
export function ClockPanel({ clock, api, action }: ClockProps & { clock: ClockState | null }) {
  const t = useTrainerT();
  return (
    <ConsolePanel title={t('clockTitle')} testId="trainer-clock">
      <ClockBody clock={clock} api={api} action={action} />
    </ConsolePanel>
  );
}

function ClockBody({ clock, api, action }: ClockProps & { clock: ClockState | null }) {
  return (
    <>
      <div>
        <FarmTime now={clock?.now ?? null} />
        {clock ? (
          <ClockChips paused={clock.paused} speed={clock.speed} stepped={clock.stepped} />
        ) : (
          // The chips' line, kept until the first answer so the controls below do not move down then.
          <div style={{ marginTop: 4, height: 24 }} />
        )}
        {clock?.jump && <JumpProgress jump={clock.jump} />}
      </div>
      <ClockControls
        known={clock !== null}
        paused={clock?.paused ?? false}
        speed={clock?.speed ?? null}
        api={api}
        action={action}
      />
    </>
  );
}

function FarmTime({ now }: { now: number | null }) {
  const t = useTrainerT();
  const zone = useFarmZone();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('farmTime')}
      </Typography>
      <Typography variant="h4" component="p" data-testid="trainer-farm-time" sx={farmTimeSx}>
        {now === null ? '—' : farmDateTime(now, zone)}
      </Typography>
    </>
  );
}

const farmTimeSx = {
  fontVariantNumeric: 'tabular-nums',
  fontSize: { xs: '1.6rem', sm: '2.125rem' },
} as const;

const ClockChips = memo(function ClockChips({
  paused,
  speed,
  stepped,
}: {
  paused: boolean;
  speed: number;
  stepped: boolean;
}) {
  const t = useTrainerT();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={paused ? 'warning' : 'success'}
        label={paused ? t('clockPaused') : t('clockRunning')}
      />
      <Chip size="small" label={`${t('speed')} ${speedLabel(speed)}`} />
      {stepped && <Chip size="small" variant="outlined" label={t('clockStepped')} />}
    </Stack>
  );
});

const ClockControls = memo(function ClockControls({
  known,
  paused,
  speed,
  api,
  action,
}: ClockProps & { known: boolean; paused: boolean; speed: number | null }) {
  const t = useTrainerT();
  const zone = useFarmZone();
  const disabled = !known || action.busy;
  const jump = (ms: number) =>
    action.run(
      () => api.setClock({ action: 'jump', ms }),
      (c) => t('doneJump', { time: farmDateTime(c.now, zone) }),
    );
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={disabled}
          onClick={() =>
            paused
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
          {paused ? t('resume') : t('pause')}
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
        value={speed}
        disabled={disabled}
        onChange={(_, next: number | null) => {
          if (next !== null)
            void action.run(
              () => api.setClock({ action: 'speed', speed: next }),
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
    </>
  );
});

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
