/** Scenario times: simulated ms as a number, or '90s' | '20m' | '3h' | '1d' | '1h30m' (checked, never guessed). */
import { z } from 'zod';

const units = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;
const pattern = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;

/** Milliseconds of a time text, or undefined when it is not one. */
export function parseTime(text: string): number | undefined {
  const match = pattern.exec(text.trim());
  if (!match || text.trim() === '') return undefined;
  const [, d, h, m, s] = match;
  return (
    Number(d ?? 0) * units.d + Number(h ?? 0) * units.h + Number(m ?? 0) * units.m + Number(s ?? 0) * units.s
  );
}

/** '1h30m' for 5_400_000; whole seconds and below as '750ms'. */
export function formatTime(ms: number): string {
  if (ms === 0) return '0m';
  if (ms % 1000 !== 0) return `${ms}ms`;
  let rest = ms;
  let out = '';
  for (const [unit, size] of Object.entries(units)) {
    const n = Math.floor(rest / size);
    if (n > 0) out += `${n}${unit}`;
    rest -= n * size;
  }
  return out;
}

/** A scenario time: a whole number of ms (>= 0) or a time text; parsed to ms. */
export const time = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const ms = typeof value === 'number' ? value : parseTime(value);
  if (ms === undefined || !Number.isSafeInteger(ms) || ms < 0) {
    ctx.addIssue({
      code: 'custom',
      message: `bad time ${JSON.stringify(value)}: use ms or '90s', '20m', '3h', '1d', '1h30m'`,
    });
    return z.NEVER;
  }
  return ms;
});

/** A time of at least 1 ms. */
export const positiveTime = time.refine((ms) => ms > 0, 'the time must be more than 0');

export type TimeInput = z.input<typeof time>;
