/** Local date and hour of an instant in an IANA time zone (Intl: the same in a browser and in Node). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type LocalTime = {
  /** `YYYY-MM-DD` */
  date: string;
  /** Hours since local midnight, with the minutes as a fraction. */
  hour: number;
  /** Minutes the zone is ahead of UTC at this instant. */
  offsetMinutes: number;
};

export function localTimeAt(ts: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(ts)) parts[p.type] = p.value;
  const [year, month, day, hour, minute] = ['year', 'month', 'day', 'hour', 'minute'].map((k) =>
    Number(parts[k]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const offsetMinutes = Math.round((asUtc - Math.floor(ts / 60_000) * 60_000) / 60_000);
  return { date, hour: (hour ?? 0) + (minute ?? 0) / 60, offsetMinutes };
}

/** The day after `date` (`YYYY-MM-DD`), and the day before. */
export const nextDate = (date: string, days = 1): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
