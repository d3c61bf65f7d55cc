import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import { coveringGroups, governingEnvironment, setpointsOf, type Environment } from './zone-setpoints';

const env = (stid: number, priority: number, zoneIds: number[], enabled = true): Environment => ({
  stid,
  name: `env ${stid}`,
  zoneIds,
  enabled,
  priority,
  kind: 'environment',
  params: { dayStart: '06:00', dayEnd: '19:00', heatDay: 19.5, heatNight: 16.5, humMax: 90, co2: 800 },
});
const vents: Strategy = {
  stid: 9,
  name: 'vents',
  zoneIds: [1, 2, 3],
  enabled: true,
  priority: 99,
  kind: 'rollFilm',
  params: { aids: [1], openAbove: 24, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
};

describe('which environment strategy governs a zone', () => {
  const list = [vents, env(1, 50, [1, 2]), env(2, 70, [2]), env(3, 70, [2]), env(4, 90, [1], false)];

  it('takes the highest priority covering the zone, then the lowest stid; disabled ones and other kinds never', () => {
    expect(governingEnvironment(list, [], 1)?.stid).toBe(1);
    expect(governingEnvironment(list, [], 2)?.stid).toBe(2);
    expect(governingEnvironment(list, [], 3)).toBeUndefined();
  });

  it('counts the zones a group policy adds', () => {
    const groups: GroupPolicy[] = [{ gpid: 1, name: '全场', zoneIds: [3], strategyIds: [1] }];
    expect(governingEnvironment(list, groups, 3)?.stid).toBe(1);
    expect(coveringGroups(env(1, 50, [1, 2]), groups, 3)).toEqual(['全场']);
    expect(coveringGroups(env(1, 50, [1, 2]), groups, 1)).toEqual([]);
  });
});

describe('set points now', () => {
  it('gives the day set point inside the day window, the night one outside (end exclusive)', () => {
    const e = env(1, 50, [1]);
    expect(setpointsOf(e, 6 * 60)).toEqual({ isDay: true, heat: 19.5, humMax: 90, co2: 800, nightDrop: 3 });
    expect(setpointsOf(e, 19 * 60)).toMatchObject({ isDay: false, heat: 16.5 });
    expect(setpointsOf(e, null)).toMatchObject({ isDay: true, heat: 19.5 });
  });

  it('has none without a strategy, its day 06:00-18:00', () => {
    expect(setpointsOf(undefined, 18 * 60)).toEqual({
      isDay: false,
      heat: null,
      humMax: null,
      co2: null,
      nightDrop: 0,
    });
  });
});
