import { describe, expect, it } from 'vitest';
import type { DataSource } from '../../../../protocol/live/system.ts';
import type { LiveReading } from '../../../stores/live-readings-store';
import { inputOf } from './strategy-input';

const reading = (sid: number, zid: number | null, type: LiveReading['type'], v: number | null, q = 0) => {
  const r: LiveReading = { sid, zid, type, v, q: q === 0 ? 0 : 2, ts: 0, sn: 's' };
  return r;
};
const readings = Object.fromEntries(
  [
    reading(1, 1, 'airTemp', 20),
    reading(2, 1, 'airTemp', 22),
    reading(3, 2, 'airTemp', 30, 2),
    reading(4, null, 'radiation', 410),
    reading(5, null, 'radiation', 380),
    reading(6, 2, 'airTemp', 26),
  ].map((r) => [r.sid, r]),
);

describe('a strategy input as the controller reads it', () => {
  it('without a data source: the zone mean of good readings, else the site, else every zone', () => {
    expect(inputOf(readings, undefined, 1, 'airTemp')).toBe(21);
    expect(inputOf(readings, undefined, 2, 'airTemp')).toBe(26);
    expect(inputOf(readings, undefined, null, 'radiation')).toBe(395);
    expect(inputOf(readings, undefined, 9, 'airTemp')).toBe(68 / 3);
    expect(inputOf(readings, undefined, 1, 'co2')).toBeUndefined();
  });

  it('through a data source: its mode over good readings, else the fallback', () => {
    const source: DataSource = {
      dsid: 1,
      stid: 3,
      input: 'radiation',
      sids: [5, 4],
      mode: 'first',
      fallbackSid: null,
    };
    expect(inputOf(readings, source, null, 'radiation')).toBe(380);
    expect(inputOf(readings, { ...source, mode: 'max' }, null, 'radiation')).toBe(410);
    expect(inputOf(readings, { ...source, sids: [3], fallbackSid: 2, input: 'airTemp' }, 1, 'airTemp')).toBe(
      22,
    );
    expect(inputOf(readings, { ...source, sids: [3] }, 1, 'radiation')).toBeUndefined();
  });
});
