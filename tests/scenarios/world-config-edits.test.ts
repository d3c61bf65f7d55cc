/**
 * A `system/conf` edit takes effect on the next decision of a running controller (the world reads
 * the configuration at every decision): the app's closed-loop e2e specs rely on it. Stepped clock.
 */
import { describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { createRig } from '../../simulator/testing/controller-rig.ts';

const minute = 60_000;
/** 2025-07-15 14:00 at UTC+8: hot, sunny and calm; the vents stand wide open. */
const summerAfternoon = Date.UTC(2025, 6, 15, 6);
const fixture = makeFarm(11, { servers: 1, zonesPerServer: 1 }).servers[0]!;

describe('configuration edits on a running controller', () => {
  it('a lower roll-film maxOpen moves the vents down within minutes, a higher one back up', async () => {
    const rig = await createRig({
      fixture,
      clock: createClock({ mode: 'stepped', start: summerAfternoon }),
      cadenceMs: 30_000,
      world: {
        warmDays: 0,
        climate: { cloudiness: 0, cloudVariability: 0, rainChance: 0, meanWindSpeed: 1.5, driftC: 0 },
      },
    });
    const rollFilm = rig.ctx.config.list('strategy').find((s) => s.kind === 'rollFilm')!;
    if (rollFilm.kind !== 'rollFilm') throw new Error('no roll-film strategy');
    const vents = rollFilm.params.aids;
    const positions = () => vents.map((aid) => rig.ctx.actuators.report(aid)!.pos ?? 0);
    rig.clock.advance(20 * minute);
    expect(Math.min(...positions())).toBeGreaterThan(40);

    const update = (maxOpen: number) =>
      rig.conf('strategy', 'update', { ...rollFilm, params: { ...rollFilm.params, maxOpen } });
    expect((await update(30))?.code).toBe(0);
    rig.clock.advance(3 * minute);
    expect(Math.max(...positions())).toBeLessThanOrEqual(30);
    expect(Math.min(...positions())).toBeGreaterThan(0);

    expect((await update(100))?.code).toBe(0);
    rig.clock.advance(3 * minute);
    expect(Math.min(...positions())).toBeGreaterThan(40);
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  }, 60_000);
});
