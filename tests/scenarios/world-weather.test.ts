/**
 * Weather overrides on a running controller: a wind above the windSpeed strategy's
 * closeAbove closes the vents within simulated minutes, and they reopen once it has ended. Stepped
 * clock, no sleeps.
 */
import { describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import type { Output } from '../../protocol/index.ts';
import { createClock } from '../../simulator/clock.ts';
import { createRig } from '../../simulator/testing/controller-rig.ts';
import { createWeatherOverrides } from '../../simulator/weather-overrides.ts';

const minute = 60_000;
/** 2025-07-15 13:00 at UTC+8: hot, sunny, calm; the vents stand open. */
const summerNoon = Date.UTC(2025, 6, 15, 5);
const fixture = makeFarm(11, { servers: 1, zonesPerServer: 1 }).servers[0]!;

describe('weather override: wind protection on a running controller', () => {
  it('closes the vents within minutes of a storm and reopens them after it', async () => {
    const clock = createClock({ mode: 'stepped', start: summerNoon });
    const overrides = createWeatherOverrides(() => clock.now());
    const rig = await createRig({
      fixture,
      clock,
      cadenceMs: 30_000,
      world: {
        warmDays: 0,
        overrides,
        climate: { cloudiness: 0, cloudVariability: 0, rainChance: 0, meanWindSpeed: 1.5, driftC: 0 },
      },
    });
    const windSpeed = rig.ctx.config.list('strategy').find((s) => s.kind === 'windSpeed')!;
    const vents = windSpeed.kind === 'windSpeed' ? windSpeed.params.aids : [];
    const closeAbove = windSpeed.kind === 'windSpeed' ? windSpeed.params.closeAbove : 0;
    const positions = () => vents.map((aid) => rig.ctx.actuators.report(aid)!.pos ?? 0);
    clock.advance(30 * minute);
    expect(Math.min(...positions())).toBeGreaterThan(0);

    overrides.add({ windSpeed: closeAbove + 5, forMs: 20 * minute, blendMs: 2 * minute });
    clock.advance(5 * minute);
    expect(positions()).toEqual(vents.map(() => 0));
    // The output records say why: the roll-film wish is overruled by the wind protection.
    const outputs = (await rig.conf('output', 'list'))?.data as Output[];
    expect(
      outputs
        .filter((o) => o.stid === windSpeed.stid)
        .map((o) => o.aid)
        .sort(),
    ).toEqual([...vents].sort());
    expect(outputs.filter((o) => vents.includes(o.aid) && o.stid !== windSpeed.stid)).toEqual(
      expect.arrayContaining([expect.objectContaining({ applied: false, overruledBy: windSpeed.name })]),
    );
    const logs = rig.ctx.config.list('log').map((l) => l.message);
    expect(logs.some((m) => m.includes(`${windSpeed.name}: protection on`))).toBe(true);

    clock.advance(15 * minute); // still blowing: the vents stay shut
    expect(positions()).toEqual(vents.map(() => 0));
    clock.advance(10 * minute); // over and blended back; calm for the strategy's delay
    expect(Math.min(...positions())).toBeGreaterThan(0);
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  }, 60_000);
});
