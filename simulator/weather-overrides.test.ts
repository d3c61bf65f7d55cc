import { describe, expect, it } from 'vitest';
import type { OutsideWeather } from '../model/greenhouse/weather.ts';
import { applyWeatherCommand, createWeatherOverrides } from './weather-overrides.ts';

const base: OutsideWeather = { outTemp: 20, outHum: 60, radiation: 500, windSpeed: 2, windDir: 350, rain: 0 };
const minute = 60_000;

function registry() {
  let now = 1_000_000;
  const overrides = createWeatherOverrides(() => now);
  return { overrides, at: (t: number) => (now = t), now: () => now };
}

describe('weather overrides', () => {
  it('hold for forMs, blend back over blendMs, then end', () => {
    const { overrides, now } = registry();
    const t0 = now();
    overrides.add({ windSpeed: 14, windDir: 10, forMs: 10 * minute, blendMs: 4 * minute });
    expect(overrides.patch('sn-1', t0 - 1, base)).toBeNull();
    expect(overrides.patch('sn-1', t0 + 5 * minute, base)).toEqual({ windSpeed: 14, windDir: 10 });
    const halfway = overrides.patch('sn-1', t0 + 12 * minute, base)!;
    expect(halfway.windSpeed).toBeCloseTo(8);
    expect(halfway.windDir).toBeCloseTo(0); // 10° → 350° the short way, through north
    expect(overrides.patch('sn-1', t0 + 14 * minute, base)).toBeNull();
  });

  it('targets one controller when told, lets the later win per quantity, and clears', () => {
    const { overrides, now } = registry();
    overrides.add({ sn: 'sn-1', outTemp: -5, rain: 3, blendMs: 0 });
    overrides.add({ outTemp: 35, blendMs: 0 });
    expect(overrides.patch('sn-1', now(), base)).toEqual({ outTemp: 35, rain: 3 });
    expect(overrides.patch('sn-2', now(), base)).toEqual({ outTemp: 35 });
    expect(overrides.list()).toHaveLength(2);
    expect(overrides.clear()).toBe(2);
    expect(overrides.patch('sn-1', now(), base)).toBeNull();
  });

  it('lists only those not over yet', () => {
    const { overrides, at, now } = registry();
    overrides.add({ windSpeed: 20, forMs: minute, blendMs: minute });
    at(now() + 90_000);
    expect(overrides.list()).toHaveLength(1);
    at(now() + 30_000);
    expect(overrides.list()).toEqual([]);
  });
});

describe('applyWeatherCommand', () => {
  const sns = ['sn-1', 'sn-2'];
  it.each([
    [{ op: 'set' }, /at least one/],
    [{ op: 'set', windSpeed: -1 }, /windSpeed/],
    [{ op: 'set', outHum: 120, outTemp: 10 }, /outHum/],
    [{ op: 'set', windSpeed: 12, gust: 30 }, /gust/],
    [{ op: 'set', windSpeed: 12, forMs: 0 }, /forMs/],
    [{ op: 'set', windSpeed: 12, sn: 'nope' }, /sn: no controller nope/],
    [{ op: 'storm' }, /op/],
  ])('refuses %j with a clear reason and applies nothing', (command, reason) => {
    const { overrides } = registry();
    const result = applyWeatherCommand(overrides, command, sns);
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
    expect(overrides.list()).toEqual([]);
  });

  it('sets, lists and clears', () => {
    const { overrides, now } = registry();
    const set = applyWeatherCommand(overrides, { op: 'set', sn: 'sn-2', windSpeed: 15, forMs: 600_000 }, sns);
    expect(set).toMatchObject({
      ok: true,
      added: {
        id: 1,
        sn: 'sn-2',
        values: { windSpeed: 15 },
        from: now(),
        until: now() + 600_000,
        blendMs: 0,
      },
    });
    expect(applyWeatherCommand(overrides, { op: 'list' }, sns)).toMatchObject({
      ok: true,
      overrides: [{ id: 1 }],
    });
    expect(applyWeatherCommand(overrides, { op: 'clear' }, sns)).toEqual({
      ok: true,
      cleared: 1,
      overrides: [],
    });
  });
});
