/**
 * The curtain schedule as form rows ({ at: 'HH:MM', pos: '0'..'100' } as typed): add (the next free
 * hour), remove, change, sort by time, and the row checks (valid time, no duplicate, 0-100 %, at most 24).
 * Row errors are keyed `params.schedule.<row>.at|pos` by the row's place in the form.
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import { rowPath, type FieldPath } from '../shell/strategy-paths';
import { num } from '../shell/strategy-check';

/** `id` keeps a row's inputs (and the focus) with it when the rows are sorted. */
export type ScheduleRow = { at: string; pos: string; id: number };

let lastId = 0;
export const rowOf = (at: string, pos: string): ScheduleRow => ({ at, pos, id: ++lastId });

/** The protocol's limit (climate.ts curtain schedule `.max(24)`). */
export const maxScheduleRows = 24;

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClockTime = (at: string) => clock.test(at);
const minutesOf = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "7:30", "730", "0730", "7：30" → "07:30"; anything else as typed (the row check then says so). */
export function tidyClock(text: string): string {
  const m = /^\s*(\d{1,2})[:：.]?(\d{2})\s*$/.exec(text);
  return m ? `${(m[1] ?? '').padStart(2, '0')}:${m[2] ?? ''}` : text.trim();
}

/** Rows by time; rows without a valid time keep their order after the others. */
export function sortRows(rows: readonly ScheduleRow[]): ScheduleRow[] {
  const key = (r: ScheduleRow) => (isClockTime(r.at) ? minutesOf(r.at) : 24 * 60);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => key(a.row) - key(b.row) || a.i - b.i)
    .map((x) => x.row);
}

/** A new row on the first whole hour after the latest time that no row uses yet; fully open. */
export function addRow(rows: readonly ScheduleRow[]): ScheduleRow[] {
  if (rows.length >= maxScheduleRows) return [...rows];
  const used = new Set(rows.filter((r) => isClockTime(r.at)).map((r) => minutesOf(r.at)));
  const latest = Math.max(-1, ...used);
  const first = latest < 0 ? 6 : Math.floor(latest / 60) + 1;
  for (let k = 0; k < 24; k++) {
    const at = ((first + k) % 24) * 60;
    if (!used.has(at)) return [...rows, rowOf(hhmm(at), '100')];
  }
  return [...rows];
}

export const removeRow = (rows: readonly ScheduleRow[], index: number): ScheduleRow[] =>
  rows.filter((_, i) => i !== index);

export const changeRow = (
  rows: readonly ScheduleRow[],
  index: number,
  patch: Partial<Omit<ScheduleRow, 'id'>>,
): ScheduleRow[] => rows.map((r, i) => (i === index ? { ...r, ...patch } : r));

/** The schedule as the protocol's record: sorted by time, positions as numbers. */
export const scheduleOf = (rows: readonly ScheduleRow[]) =>
  sortRows(rows).map((r) => ({ at: r.at, pos: num(r.pos) }));

/** Every row's errors: a missing or bad time, a time used twice (the later row), a position out of 0-100. */
export function scheduleErrors(rows: readonly ScheduleRow[]): FieldErrors<FieldPath<'curtain'>> {
  const errors: FieldErrors<FieldPath<'curtain'>> = {};
  const seen = new Set<string>();
  if (rows.length > maxScheduleRows)
    errors['params.schedule'] = { key: 'atMost', values: { max: maxScheduleRows } };
  rows.forEach((row, i) => {
    const at = rowPath('params.schedule', i, 'at');
    if (row.at.trim() === '') errors[at] = { key: 'required' };
    else if (!isClockTime(row.at)) errors[at] = { key: 'invalid' };
    else if (seen.has(row.at)) errors[at] = { message: 'strategies:curtain_duplicateTime' };
    seen.add(row.at);
    const pos = num(row.pos);
    const where = rowPath('params.schedule', i, 'pos');
    if (Number.isNaN(pos)) errors[where] = { key: 'number' };
    else if (pos < 0) errors[where] = { key: 'atLeast', values: { min: 0 } };
    else if (pos > 100) errors[where] = { key: 'atMost', values: { max: 100 } };
  });
  return errors;
}
