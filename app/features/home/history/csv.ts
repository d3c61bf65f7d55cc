/**
 * CSV of history series (RFC 4180: CRLF, fields with commas, quotes or line breaks quoted): one row
 * per timestamp, a time column then one column per series headed "name (unit)"; empty cell = no value.
 */
import { formatFarm, type FarmZone } from '../../../lib/farm-time';
import { formatTimestamp, mergeSeries, type ChartSeries } from '../../../components/charts/series';

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A cell that a spreadsheet would run as a formula is prefixed with ' (CSV injection). */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function buildHistoryCsv(
  series: readonly ChartSeries[],
  options: {
    timeHeader: string;
    zone: FarmZone;
    from?: number;
    to?: number;
    formatTime?: (ts: number) => string;
  },
): string {
  const formatTime = options.formatTime ?? ((ts: number) => formatTimestamp(ts, options.zone));
  const from = options.from ?? -Infinity;
  const to = options.to ?? Infinity;
  const header = [
    options.timeHeader,
    ...series.map((s) => safeText(s.unit ? `${s.name} (${s.unit})` : s.name)),
  ];
  const lines = [header.map(csvField).join(',')];
  for (const row of mergeSeries(series)) {
    if (row.ts < from || row.ts > to) continue;
    const cells = series.map((s) => {
      const v = row[s.key];
      return typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
    });
    lines.push([csvField(formatTime(row.ts)), ...cells].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name like `history-20240506-0708.csv` for the range's end on the farm's clock. */
export function csvFileName(to: number, zone: FarmZone): string {
  return `history-${formatFarm(to, 'YYYYMMDD-HHmm', zone)}.csv`;
}
