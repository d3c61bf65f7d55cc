import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../protocol/index.ts';
import { decide } from '../decide.ts';
import { actuator, at, config, input, readings, sequence } from '../automation-input.ts';
import { scheduleAt } from './curtain.ts';

const curtainStrategy = (
  params: Partial<Extract<Strategy, { kind: 'curtain' }>['params']> = {},
): Strategy => ({
  stid: 53,
  name: 'screen',
  zoneIds: [1],
  enabled: true,
  priority: 10,
  kind: 'curtain',
  params: {
    aids: [23],
    closeAboveRadiation: 700,
    closeBelowOutTempDay: 5,
    closeBelowOutTempNight: 10,
    forceOpenAboveHum: 92,
    schedule: [],
    ...params,
  },
});
const run = (now: number, zone: object, site: object, s = curtainStrategy()) =>
  decide(
    input({
      now,
      config: config({ actuator: [actuator(23, 'screen')], strategy: [s] }),
      readings: readings({ 1: zone }, site),
    }),
  );
const pos = (d: ReturnType<typeof decide>) => (d.targets[23] as { value: number }).value;

describe('curtain', () => {
  it('draws when outside is colder than the day or night limit', () => {
    expect(pos(run(at('12:00'), { airHum: 70 }, { outTemp: 4, radiation: 300 }))).toBe(0);
    expect(pos(run(at('12:00'), { airHum: 70 }, { outTemp: 8, radiation: 300 }))).toBe(100);
    expect(pos(run(at('22:00'), { airHum: 70 }, { outTemp: 8, radiation: 0 }))).toBe(0);
  });

  it('is forced open above the humidity limit, even when cold', () => {
    const s = curtainStrategy();
    const drawn = input({
      now: at('22:00'),
      config: config({ actuator: [actuator(23, 'screen')], strategy: [s] }),
      readings: readings({ 1: { airHum: 95 } }, { outTemp: 2 }),
      live: { 23: { mode: 'auto', pos: 0, since: 0 } },
    });
    const d = decide(drawn);
    expect(pos(d)).toBe(100);
    expect(d.logs[0]?.message).toMatch(/forced open: RH 95 % > 92 %/);
  });

  it('once forced open on a cold night, is drawn again only 3 % under the limit (no flapping)', () => {
    const s = curtainStrategy();
    const base = input({
      config: config({ actuator: [actuator(23, 'screen')], strategy: [s] }),
      live: { 23: { mode: 'auto', pos: 0, since: 0 } },
    });
    const night = (airHum: number, i: number) => ({
      now: at('22:00', 0, i * 10),
      readings: readings({ 1: { airHum } }, { outTemp: 2 }),
    });
    const hums = [91, 93, 91, 89.5, 88.9, 91];
    const ds = sequence(base, hums.map(night));
    expect(ds.map(pos)).toEqual([0, 100, 100, 100, 0, 0]);
    // By day (not cold), an open curtain is not held open by the humidity: the shade still draws.
    const sunny = (airHum: number, i: number) => ({
      now: at('12:00', 0, i * 10),
      readings: readings({ 1: { airHum } }, { outTemp: 25, radiation: 800 }),
    });
    expect(sequence(base, [sunny(93, 0), sunny(91, 1)]).map(pos)).toEqual([100, 0]);
  });

  it('shades above the radiation level and reopens only 15 % below it', () => {
    const s = curtainStrategy();
    const base = input({ config: config({ actuator: [actuator(23, 'screen')], strategy: [s] }) });
    const r = (rad: number, i: number) => ({
      now: at('12:00', 0, i * 10),
      readings: readings({ 1: { airHum: 60 } }, { outTemp: 25, radiation: rad }),
    });
    const ds = sequence(base, [r(650, 0), r(720, 1), r(650, 2), r(590, 3)]);
    expect(ds.map((d) => (d.targets[23] as { value: number }).value)).toEqual([100, 0, 0, 100]);
  });

  it('follows the time schedule when nothing else decides', () => {
    const s = curtainStrategy({
      closeAboveRadiation: 0,
      schedule: [
        { at: '07:00', pos: 100 },
        { at: '19:00', pos: 30 },
      ],
    });
    expect(pos(run(at('20:00'), { airHum: 60 }, { outTemp: 20 }, s))).toBe(30);
    expect(pos(run(at('03:00'), { airHum: 60 }, { outTemp: 20 }, s))).toBe(30);
    expect(pos(run(at('09:00'), { airHum: 60 }, { outTemp: 20 }, s))).toBe(100);
    expect(scheduleAt([], 100)).toBeUndefined();
  });
});
