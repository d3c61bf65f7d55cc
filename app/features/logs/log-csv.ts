/**
 * CSV of the shown log rows (RFC 4180, CRLF; text that a spreadsheet would run as a formula is
 * prefixed with '), and its download as UTF-8 with a BOM (the approach of home/history/csv.ts).
 */
import type { LogRow } from './log-rows';

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type LogCsvHeaders = { time: string; actuator: string; zone: string; message: string };

export function buildLogCsv(
  rows: readonly LogRow[],
  headers: LogCsvHeaders,
  formatTime: (ts: number) => string,
): string {
  const lines = [[headers.time, headers.actuator, headers.zone, headers.message].map(csvField).join(',')];
  for (const r of rows) lines.push([formatTime(r.ts), r.actuator, r.zone, r.message].map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** `logs-manual-2024-05-01_2024-05-06.csv` */
export const logCsvName = (view: string, from: string, to: string): string =>
  `logs-${view}-${from}${from === to ? '' : `_${to}`}.csv`;
