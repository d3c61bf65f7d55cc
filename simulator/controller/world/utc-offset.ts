/** The controller's local time: minutes east of UTC of its IANA time zone at an instant. */

const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The last answer per zone, by quarter hour of UTC: offsets are whole quarter hours and change on
 * a quarter hour, so one quarter's answer holds for all of it (a fleet asks at every decision).
 */
const quarterMs = 15 * 60_000;
const lastAnswers = new Map<string, { quarter: number; offset: number }>();

/** Minutes east of UTC of `timezone` at `ts` (0 for an unknown zone). */
export function utcOffsetOf(ts: number, timezone: string): number {
  const quarter = Math.floor(ts / quarterMs);
  const last = lastAnswers.get(timezone);
  if (last?.quarter === quarter) return last.offset;
  const offset = offsetAt(ts, timezone);
  lastAnswers.set(timezone, { quarter, offset });
  return offset;
}

function offsetAt(ts: number, timezone: string): number {
  let format = offsetFormats.get(timezone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      format = null;
    }
    offsetFormats.set(timezone, format);
  }
  if (!format) return 0;
  const parts = Object.fromEntries(format.formatToParts(ts).map((p) => [p.type, p.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((local - Math.floor(ts / 60_000) * 60_000) / 60_000);
}
