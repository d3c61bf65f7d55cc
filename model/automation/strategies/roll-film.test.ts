import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../protocol/index.ts';
import { decide } from '../decide.ts';
import { actuator, at, config, input, readings, sequence } from '../automation-input.ts';

const vents: Strategy = {
  stid: 51,
  name: 'vents',
  zoneIds: [1],
  enabled: true,
  priority: 10,
  kind: 'rollFilm',
  params: { aids: [21], openAbove: 24.5, pBand: 4, minOpen: 10, maxOpen: 80, step: 10 },
};
const env: Strategy = {
  stid: 50,
  name: 'env',
  zoneIds: [1],
  enabled: true,
  priority: 5,
  kind: 'environment',
  params: { dayStart: '06:00', dayEnd: '18:00', heatDay: 19.5, heatNight: 16.5, humMax: 90, co2: 800 },
};
const cfg = config({ actuator: [actuator(21, 'roller')], strategy: [vents] });
const at1 = (temp: number, extra = {}) =>
  input({ config: cfg, readings: readings({ 1: { airTemp: temp, ...extra } }) });

describe('rollFilm', () => {
  it('opens by (T − openAbove)/pBand, quantised to the step, within min and max', () => {
    expect(decide(at1(26.5)).targets[21]).toEqual({ action: 'set', value: 50 });
    expect(decide(at1(25.4)).targets[21]).toEqual({ action: 'set', value: 20 });
    expect(decide(at1(15)).targets[21]).toEqual({ action: 'set', value: 10 });
    expect(decide(at1(40)).targets[21]).toEqual({ action: 'set', value: 80 });
  });

  it('logs an automatic-ventilation entry when the opening changes, and only then', () => {
    const [first, same, other] = sequence(at1(26.5), [
      {},
      { now: at('12:00', 0, 10) },
      { now: at('12:00', 0, 20), readings: readings({ 1: { airTemp: 28.6 } }) },
    ]);
    expect(first?.logs).toMatchObject([{ kind: 'autoVentilation', aid: 21 }]);
    expect(first?.logs[0]?.message).toMatch(/roller21 \(21\) set 50% \(air 26\.5 °C, open above 24\.5 °C\)/);
    expect(same?.logs).toEqual([]);
    expect(same?.changed).toEqual([]);
    expect(other?.changed).toEqual([21]);
  });

  it('keeps its position until the raw opening is a whole step away (no chatter on noise)', () => {
    const temps = [26.5, 26.7, 26.3, 26.8, 26.2, 26.95];
    const ds = sequence(
      at1(0),
      temps.map((t, i) => ({ now: at('12:00', 0, i * 10), readings: readings({ 1: { airTemp: t } }) })),
    );
    expect(ds.map((d) => (d.targets[21] as { value: number }).value)).toEqual([50, 50, 50, 50, 50, 60]);
  });

  it('follows the environment strategy: night set point lower by the heating drop', () => {
    const night = input({
      now: at('23:00'),
      config: config({ ...cfg, strategy: [vents, env] }),
      readings: readings({ 1: { airTemp: 23.5 } }),
    });
    expect(decide(night).targets[21]).toEqual({ action: 'set', value: 50 }); // 21.5 °C at night
  });

  it('keeps a humidity gap above the RH max', () => {
    const humid = input({
      config: config({ ...cfg, strategy: [vents, env] }),
      readings: readings({ 1: { airTemp: 20, airHum: 95 } }),
    });
    expect(decide(humid).targets[21]).toEqual({ action: 'set', value: 30 });
    expect(decide(humid).logs[0]?.message).toMatch(/RH 95 % above 90 %/);
  });

  it('holds a humidity gap until the RH is 3 % under the max (no cycling on a humid night)', () => {
    const night = (airHum: number, i: number) => ({
      now: at('23:00', 0, i * 10),
      readings: readings({ 1: { airTemp: 8, airHum } }),
    });
    const base = input({
      config: config({ ...cfg, strategy: [{ ...vents, params: { ...vents.params, minOpen: 0 } }, env] }),
    });
    const hums = [89, 92, 90, 88.5, 87.5, 86.9, 89];
    const ds = sequence(base, hums.map(night), { ungated: true });
    expect(ds.map((d) => (d.targets[21] as { value: number }).value)).toEqual([0, 10, 10, 10, 10, 0, 0]);
    expect(ds[2]?.logs).toEqual([]);
    expect(ds[5]?.logs[0]?.message).toMatch(/air 8\.0 °C/);
    // Held, never widened: 1 %RH under the max keeps the 10 % the vents had, not the 10 % + 5 % of the shifted curve.
    expect(decide({ ...base, ...night(89.9, 0), state: ds[1]!.state }).targets[21]).toEqual({
      action: 'set',
      value: 10,
    });
  });

  it('holds where it is without a good temperature reading', () => {
    const bad = input({ config: cfg, readings: [{ sid: 1, zid: 1, type: 'airTemp', v: 30, q: 2 }] });
    expect(decide(bad).targets).toEqual({});
  });
});
