// Local clock times as the app writes them ('HH:mm:ss', 'YYYY-MM-DD HH:mm'...) without dayjs (the
// home screen's "updated at" line and the chart helpers load with the first paint).

/** The tokens a pattern may hold; anything else (dashes, colons, spaces) is copied as it is. */
export type ClockPattern = string;

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const two = (n: number) => String(n).padStart(2, '0');

/** Formats a moment (ms since the epoch or a Date) in local time, as dayjs's format does for these tokens. */
export function formatClock(moment: number | Date, pattern: ClockPattern): string {
  const d = typeof moment === 'number' ? new Date(moment) : moment;
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(d.getFullYear()).padStart(4, '0');
      case 'MM':
        return two(d.getMonth() + 1);
      case 'DD':
        return two(d.getDate());
      case 'HH':
        return two(d.getHours());
      case 'mm':
        return two(d.getMinutes());
      default:
        return two(d.getSeconds());
    }
  });
}

/** Whether two moments fall on the same local calendar day. */
export function sameLocalDay(a: number, b: number): boolean {
  const [x, y] = [new Date(a), new Date(b)];
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}
