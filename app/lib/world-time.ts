/**
 * The time the app shows (dates, chart axes, "updated at", default date ranges): Date.now() in the
 * production build; in simulated builds the simulated world's time (world-time-follower.ts), so
 * pausing, re-pacing or jumping the world clock moves what the grower sees. Timeouts and latencies
 * keep Date.now() / performance.now(). The simulated part is a build-time branch: a production build
 * drops it (scripts/check-dist.ts proves /sim/world/clock is absent).
 */
import { useEffect, useState } from 'react';
import type { ClockState } from '../../protocol/sim-clock';
import { browserFollowerPorts, createWorldTimeFollower, type WorldTimeFollower } from './world-time-follower';

type WorldTime = Pick<WorldTimeFollower, 'now' | 'refresh' | 'onChange' | 'state' | 'pace'>;

const realTime: WorldTime = {
  now: () => Date.now(),
  refresh: () => Promise.resolve(),
  onChange: () => () => undefined,
  state: () => undefined,
  pace: () => () => undefined,
};

// Unit tests (mode 'test') run on the real clock; `npm start` (dev) is simulated unless told otherwise.
// `import.meta.env` is absent when Node loads the app's modules (tests/e2e/support/route-table.ts).
const simulatedBuild =
  typeof import.meta.env !== 'undefined' &&
  import.meta.env.MODE !== 'test' &&
  (import.meta.env.VITE_SIMULATED === 'true' ||
    (import.meta.env.DEV === true && import.meta.env.VITE_SIMULATED !== 'false'));

const worldTime: WorldTime = simulatedBuild ? createWorldTimeFollower(browserFollowerPorts()) : realTime;

/** The world's now, epoch ms. */
export const now = (): number => worldTime.now();

/** Asks the world clock again at once (the trainer console after a pause, speed change or jump). */
export const refreshWorldTime = (): Promise<void> => worldTime.refresh();

/** Told when the world's time moved other than by running on (a jump, a pause); production: never. */
export const onWorldTimeChange = (listener: () => void): (() => void) => worldTime.onChange(listener);

/** The world's now, re-read every `periodMs` and at once when the world clock is paused or jumped. */
export function useNow(periodMs = 1000): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const tick = () => setTime(now());
    const id = setInterval(tick, periodMs);
    const off = onWorldTimeChange(tick);
    return () => {
      clearInterval(id);
      off();
    };
  }, [periodMs]);
  return time;
}

/**
 * The world clock's state (speed, paused, a jump under way), asked every `periodMs` while a component
 * shows it: the one clock poller above, at a faster pace; undefined on the real clock.
 */
export function useWorldClock(periodMs = 1000): ClockState | undefined {
  const [state, setState] = useState(() => worldTime.state());
  useEffect(() => {
    const tick = () => setState(worldTime.state());
    const release = worldTime.pace(periodMs);
    const id = setInterval(tick, periodMs);
    const off = onWorldTimeChange(tick);
    return () => {
      release();
      clearInterval(id);
      off();
    };
  }, [periodMs]);
  return state;
}
