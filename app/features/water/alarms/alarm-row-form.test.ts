import { describe, expect, it } from 'vitest';
import type { IrrigateAlarm } from '../../../../protocol/live/climate.ts';
import { alarmToRow, checkAlarmRow, rowChanged, type AlarmRowForm } from './alarm-row-form';

const alarm = (kind: IrrigateAlarm['kind'], low: number | null, high: number | null): IrrigateAlarm => ({
  iid: 4,
  kind,
  low,
  high,
  delayS: 30,
  enabled: true,
});
const row = (patch: Partial<AlarmRowForm>): AlarmRowForm => ({
  low: '',
  high: '',
  delayS: '30',
  enabled: true,
  ...patch,
});
const errorsOf = (a: IrrigateAlarm, r: AlarmRowForm) => {
  const check = checkAlarmRow(a, r);
  return check.ok ? {} : check.errors;
};

describe('checkAlarmRow', () => {
  it('flow too low needs its low bound and never sends a high one', () => {
    const a = alarm('flowLow', 5, null);
    expect(checkAlarmRow(a, row({ low: '8', high: '99' }))).toEqual({ ok: true, alarm: { ...a, low: 8 } });
    expect(errorsOf(a, row({ low: '' }))).toEqual({ low: { key: 'required' } });
  });

  it('flow too high needs its high bound only', () => {
    const a = alarm('flowHigh', null, 120);
    expect(checkAlarmRow(a, row({ high: '150', low: '3' }))).toEqual({
      ok: true,
      alarm: { ...a, high: 150 },
    });
    expect(errorsOf(a, row({ high: '' }))).toEqual({ high: { key: 'required' } });
  });

  it('the EC and pH bands need both bounds, low below high, pH within 0-14', () => {
    const ec = alarm('ecBand', 1.5, 3.5);
    expect(errorsOf(ec, row({ low: '1.5' }))).toEqual({ high: { key: 'required' } });
    expect(errorsOf(ec, row({ low: '3.5', high: '3.5' }))).toEqual({ low: { key: 'lowBelowHigh' } });
    expect(errorsOf(alarm('phBand', 5, 7), row({ low: '5', high: '15' }))).toEqual({
      high: { key: 'atMost', values: { max: 14 } },
    });
  });

  it('pressure takes either bound, but one at least, and nothing negative', () => {
    const p = alarm('pressure', 1, 4);
    expect(checkAlarmRow(p, row({ low: '', high: '4' }))).toEqual({ ok: true, alarm: { ...p, low: null } });
    expect(errorsOf(p, row({}))).toEqual({ high: { key: 'oneThreshold' } });
    expect(errorsOf(p, row({ low: '-1', high: 'x' }))).toEqual({
      low: { key: 'atLeast', values: { min: 0 } },
      high: { key: 'number' },
    });
  });

  it('checks the delay with the protocol', () => {
    expect(errorsOf(alarm('flowLow', 5, null), row({ low: '5', delayS: '2.5' }))).toEqual({
      delayS: { key: 'integer' },
    });
  });

  it('tells a changed row from the stored alarm', () => {
    const a = alarm('flowLow', 5, 7);
    expect(alarmToRow(a)).toEqual({ low: '5', high: '', delayS: '30', enabled: true });
    expect(rowChanged(a, alarmToRow(a))).toBe(false);
    expect(rowChanged(a, { ...alarmToRow(a), enabled: false })).toBe(true);
  });
});
