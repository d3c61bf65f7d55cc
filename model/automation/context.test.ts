import { describe, expect, it } from 'vitest';
import type { DataSource } from '../../protocol/index.ts';
import { buildContext } from './context.ts';
import { config, input } from './automation-input.ts';

const reading = (sid: number, v: number, q: 0 | 2 = 0) => ({ sid, zid: 1, type: 'airTemp' as const, v, q });
const source = (mode: DataSource['mode'], sids: number[], fallbackSid: number | null = null): DataSource => ({
  dsid: 1,
  stid: 51,
  input: 'airTemp',
  sids,
  mode,
  fallbackSid,
});
const inputOf = (ds: DataSource, readings = [reading(901, 26), reading(902, 20), reading(903, 31)]) =>
  buildContext(input({ config: config({ dataSource: [ds] }), readings })).input(51, 1, 'airTemp');

describe('a strategy input through its data source', () => {
  it('takes the mean, the lowest, the highest or the first good reading of its sensors', () => {
    expect(inputOf(source('avg', [901, 902, 903]))).toBeCloseTo(77 / 3, 10);
    expect(inputOf(source('min', [901, 902, 903]))).toBe(20);
    expect(inputOf(source('max', [901, 902, 903]))).toBe(31);
    expect(inputOf(source('first', [903, 901]))).toBe(31);
  });

  it('skips sensors without a good reading, then falls back to its fallback sensor or to nothing', () => {
    const bad = [reading(901, 26, 2), reading(902, 20), reading(904, 18)];
    expect(inputOf(source('first', [901, 902]), bad)).toBe(20);
    expect(inputOf(source('avg', [901, 905], 904), bad)).toBe(18);
    expect(inputOf(source('max', [901], null), bad)).toBeUndefined();
  });

  it('without a data source for that input, reads the zone', () => {
    const ds = { ...source('min', [902]), input: 'airHum' as const };
    expect(inputOf(ds)).toBeCloseTo(77 / 3, 10);
  });
});

describe('a sensor asked for by sid', () => {
  it('answers its last good reading, the same before and after the readings are mapped', () => {
    const readings = [
      reading(901, 26),
      reading(902, 20),
      reading(901, 27),
      reading(901, 40, 2),
      reading(903, NaN),
    ];
    const ctx = buildContext(input({ readings }));
    // Past the first few asks (a scan each) the context maps the readings: every answer stays the same.
    for (let ask = 0; ask < 12; ask++) {
      expect(ctx.sensor(901)).toBe(27);
      expect(ctx.sensor(902)).toBe(20);
      expect(ctx.sensor(903)).toBeUndefined();
      expect(ctx.sensor(904)).toBeUndefined();
    }
  });
});
