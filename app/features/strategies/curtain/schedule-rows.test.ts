import { describe, expect, it } from 'vitest';
import {
  addRow,
  changeRow,
  maxScheduleRows,
  removeRow,
  rowOf,
  scheduleErrors,
  scheduleOf,
  sortRows,
  tidyClock,
  type ScheduleRow,
} from './schedule-rows';

const rows = (...ats: string[]): ScheduleRow[] => ats.map((at) => rowOf(at, '100'));
/** The rows without their ids. */
const plain = (list: readonly ScheduleRow[]) => list.map(({ at, pos }) => ({ at, pos }));

describe('curtain schedule rows', () => {
  it('adds a fully open row on the next free whole hour, wrapping past midnight, never past 24', () => {
    expect(plain(addRow([]))).toEqual([{ at: '06:00', pos: '100' }]);
    expect(addRow(rows('18:30')).at(-1)).toMatchObject({ at: '19:00', pos: '100' });
    expect(addRow(rows('23:00', '00:00')).at(-1)?.at).toBe('01:00');
    const full = Array.from({ length: maxScheduleRows }, (_, h) => `${String(h).padStart(2, '0')}:00`);
    expect(addRow(rows(...full))).toHaveLength(maxScheduleRows);
  });

  it('changes and removes the row at its place', () => {
    const before = rows('06:00', '18:00');
    const changed = changeRow(before, 1, { pos: '0' });
    expect(changed.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(plain(changed)).toEqual([
      { at: '06:00', pos: '100' },
      { at: '18:00', pos: '0' },
    ]);
    expect(plain(removeRow(changed, 0))).toEqual([{ at: '18:00', pos: '0' }]);
  });

  it('tidies a typed time to HH:MM and leaves what it cannot read', () => {
    expect(['7:30', '730', '0730', '7：30', ' 18:05 ', '25:00', 'abc', ''].map(tidyClock)).toEqual([
      '07:30',
      '07:30',
      '07:30',
      '07:30',
      '18:05',
      '25:00',
      'abc',
      '',
    ]);
  });

  it('sorts by time, rows without a valid time last in their order', () => {
    expect(sortRows(rows('18:00', '', '06:30', 'x', '06:00')).map((r) => r.at)).toEqual([
      '06:00',
      '06:30',
      '18:00',
      '',
      'x',
    ]);
  });

  it('gives the record sorted with numbers', () => {
    expect(scheduleOf([rowOf('20:00', '0'), rowOf('07:15', '40')])).toEqual([
      { at: '07:15', pos: 40 },
      { at: '20:00', pos: 0 },
    ]);
  });

  it('flags a missing or bad time, the second of two equal times, and a position outside 0-100', () => {
    const errors = scheduleErrors([
      rowOf('', '50'),
      rowOf('25:00', '-1'),
      rowOf('07:00', '101'),
      rowOf('07:00', 'abc'),
      rowOf('08:00', '0'),
    ]);
    expect(errors).toEqual({
      'params.schedule.0.at': { key: 'required' },
      'params.schedule.1.at': { key: 'invalid' },
      'params.schedule.1.pos': { key: 'atLeast', values: { min: 0 } },
      'params.schedule.2.pos': { key: 'atMost', values: { max: 100 } },
      'params.schedule.3.at': { message: 'strategies:curtain_duplicateTime' },
      'params.schedule.3.pos': { key: 'number' },
    });
  });

  it('refuses more rows than the protocol allows', () => {
    const many = Array.from({ length: maxScheduleRows + 1 }, (_, i) =>
      rowOf(`${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, '0'),
    );
    expect(scheduleErrors(many)['params.schedule']).toEqual({ key: 'atMost', values: { max: 24 } });
  });
});
