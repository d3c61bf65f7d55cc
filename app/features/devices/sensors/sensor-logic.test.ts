import { describe, expect, it } from 'vitest';
import { checkAlarmForm, emptyAlarmForm, ruleToForm } from '../../../components/forms/alarm-form.ts';
import { formatValue, formatWithUnit } from '../../../lib/sensor-format';
import { qualityColour, qualityWord } from './quality.ts';
import { filterSensors, groupByZone, readFilter, typesPresent, writeFilter } from './sensor-filter.ts';
import { checkSensorForm, sensorToForm } from './sensor-form.ts';
import { parseSid } from './sid-param.ts';

const stored = {
  sid: 11,
  name: '1号棚空气温度',
  zid: 3,
  type: 'airTemp',
  offset: 0,
  min: -10,
  max: 50,
  enabled: true,
} as const;

describe('quality words', () => {
  it('names each q in words and colours, disabled and waiting first', () => {
    expect([0, 1, 2, 3].map((q) => qualityWord(true, { q: q as 0 | 1 | 2 | 3 }))).toEqual([
      'ok',
      'outOfRange',
      'fault',
      'offline',
    ]);
    expect(qualityWord(true, undefined)).toBe('waiting');
    expect(qualityWord(false, { q: 0 })).toBe('disabled');
    expect(qualityColour.fault).toBe('error');
    expect(qualityColour.outOfRange).toBe('warning');
  });
});

describe('values', () => {
  it('rounds by type and adds the protocol unit', () => {
    expect(formatWithUnit('airTemp', 23.456)).toBe('23.5 °C');
    expect(formatWithUnit('co2', 812.6)).toBe('813 ppm');
    expect(formatValue('ph', 5.8)).toBe('5.80');
    expect(formatWithUnit('airTemp', null)).toBe('—');
  });
});

describe('sid in the URL', () => {
  const sid = (q: string) => parseSid(new URLSearchParams(q));
  it('accepts positive integers only', () => {
    expect(sid('sid=12')).toEqual({ ok: true, sid: 12 });
    for (const bad of ['', 'sid=', 'sid=0', 'sid=-3', 'sid=1.5', 'sid=abc', 'sid=1e3', 'sid=99999999999'])
      expect(sid(bad), bad).toEqual({ ok: false });
  });
});

describe('edit sensor form', () => {
  const form = sensorToForm(stored);
  it('round-trips a stored sensor', () => {
    expect(checkSensorForm(11, form)).toEqual({ ok: true, record: stored });
  });
  it('moves to no zone, trims the name and keeps the offset', () => {
    const result = checkSensorForm(11, { ...form, zid: '', name: '  东墙温度 ', offset: '-0.5' });
    expect(result).toEqual({ ok: true, record: { ...stored, zid: null, name: '东墙温度', offset: -0.5 } });
  });
  it('gives one message per field, from the protocol schema', () => {
    const result = checkSensorForm(11, { ...form, name: ' ', offset: '2000', min: 'x', max: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'required' },
        offset: { key: 'atMost', values: { max: 1000 } },
        min: { key: 'number' },
        max: { key: 'number' },
      },
    });
    expect(checkSensorForm(11, { ...form, name: 'x'.repeat(41) })).toMatchObject({
      errors: { name: { key: 'tooLong', values: { max: 40 } } },
    });
  });
  it('needs min below max', () => {
    expect(checkSensorForm(11, { ...form, min: '50', max: '50' })).toEqual({
      ok: false,
      errors: { max: { key: 'minBelowMax' } },
    });
  });
});

describe('alarm rule form', () => {
  it('needs at least one threshold, and low below high', () => {
    expect(checkAlarmForm(11, emptyAlarmForm)).toEqual({
      ok: false,
      errors: { high: { key: 'oneThreshold' } },
    });
    expect(checkAlarmForm(11, { ...emptyAlarmForm, high: '10', low: '12' })).toEqual({
      ok: false,
      errors: { low: { key: 'lowBelowHigh' } },
    });
  });
  it('builds a new rule without rid, or an update with it', () => {
    expect(checkAlarmForm(11, { ...emptyAlarmForm, high: '35' })).toEqual({
      ok: true,
      rule: { sid: 11, high: 35, low: null, delayS: 60, hysteresis: 1, enabled: true },
    });
    const rule = { rid: 41, sid: 11, high: 35, low: 5, delayS: 60, hysteresis: 1, enabled: false };
    expect(checkAlarmForm(11, ruleToForm(rule), 41)).toEqual({ ok: true, rule });
  });
  it('checks delay and hysteresis against the schema', () => {
    expect(checkAlarmForm(11, { ...emptyAlarmForm, low: '2', delayS: '1.5', hysteresis: '-1' })).toEqual({
      ok: false,
      errors: { delayS: { key: 'integer' }, hysteresis: { key: 'atLeast', values: { min: 0 } } },
    });
    expect(checkAlarmForm(11, { ...emptyAlarmForm, low: '2', delayS: '90000' })).toMatchObject({
      errors: { delayS: { key: 'atMost', values: { max: 86400 } } },
    });
  });
});

describe('sensor list filters', () => {
  const s = (sid: number, zid: number | null, type: 'airTemp' | 'co2' | 'outTemp') => ({
    ...stored,
    sid,
    zid,
    type,
  });
  const all = [s(1, 3, 'airTemp'), s(2, 3, 'co2'), s(3, null, 'outTemp'), s(4, 5, 'airTemp')];
  it('reads filters from the URL, unknown values meaning all', () => {
    expect(readFilter(new URLSearchParams('zone=3&type=co2'))).toEqual({ zone: 3, type: 'co2' });
    expect(readFilter(new URLSearchParams('zone=none'))).toEqual({ zone: 'none', type: 'all' });
    expect(readFilter(new URLSearchParams('zone=x&type=bogus'))).toEqual({ zone: 'all', type: 'all' });
    expect(writeFilter({ zone: 'none', type: 'airTemp' }).toString()).toBe('zone=none&type=airTemp');
    expect(writeFilter({ zone: 'all', type: 'all' }).toString()).toBe('');
  });
  it('filters by zone (or no zone) and type', () => {
    expect(filterSensors(all, { zone: 3, type: 'all' }).map((x) => x.sid)).toEqual([1, 2]);
    expect(filterSensors(all, { zone: 'none', type: 'all' }).map((x) => x.sid)).toEqual([3]);
    expect(filterSensors(all, { zone: 'all', type: 'airTemp' }).map((x) => x.sid)).toEqual([1, 4]);
    expect(typesPresent(all, ['co2', 'outTemp', 'airTemp', 'ph'])).toEqual(['co2', 'outTemp', 'airTemp']);
  });
  it('groups by zone in the zones’ order, no zone last', () => {
    expect(groupByZone(all, [5, 3]).map((g) => [g.zid, g.sensors.map((x) => x.sid)])).toEqual([
      [5, [4]],
      [3, [1, 2]],
      [null, [3]],
    ]);
  });
});
