// The send-code button's countdown (seed sections 4 and 9): ready, 60 s counting down, ready again.
import { useEffect, useState } from 'react';

/** SMS resend countdown, in seconds. */
export const CODE_COUNTDOWN_S = 60;

/** start(): the full countdown, or `seconds` (the wait the cloud asked for). */
export type Countdown = { remaining: number; running: boolean; start: (seconds?: number) => void };

/** Counts down once per second from `total` after start(); remaining is 0 when ready. */
export function useCountdown(total = CODE_COUNTDOWN_S): Countdown {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => Math.max(r - 1, 0)), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return {
    remaining,
    running: remaining > 0,
    start: (seconds = total) => setRemaining(Math.max(0, Math.ceil(seconds))),
  };
}
