/**
 * A jump's catch-up (the clock's early chunks, simulator/catch-up.ts) only sends less and checks
 * fewer payloads: every sensor round, decision and move still happens, so over a summer and a
 * winter day of one controller the greenhouse is, hour by hour, exactly the day stepped without
 * catching up. (Reading the sensors less often in a jump was tried: a winter day then drifts by up
 * to 2.8 K, the heating reacting to older readings, and saves little.)
 */
import { describe, expect, it } from 'vitest';
import { startOneController } from '../support/one-controller.ts';
import { createWorldClock } from '../../simulator/world-clock.ts';

const hourMs = 3_600_000;

/** Each zone's air temperature and humidity at every hour of the day after `start`. */
async function hourly(start: number, how: 'step' | 'jump') {
  const clock = createWorldClock({ start, paced: false });
  const sim = await startOneController(clock, 1);
  const world = sim.controllers[0]!.world!;
  const greenhouse = world.greenhouse;
  const seen: { airTemp: number; airHum: number }[][] = [];
  clock.setInterval(() => {
    world.sync();
    seen.push(
      greenhouse.zoneIds.map((z) => ({
        airTemp: greenhouse.readings(z).airTemp,
        airHum: greenhouse.readings(z).airHum,
      })),
    );
  }, hourMs);
  await (how === 'step' ? clock.step(24 * hourMs) : clock.jump(24 * hourMs));
  await sim.stop();
  clock.stop();
  return seen;
}

describe('a jump is the stepped day', () => {
  it.each([
    ['summer', Date.UTC(2025, 6, 1, 16)],
    ['winter', Date.UTC(2025, 0, 10, 16)],
  ])(
    '%s: every hour the same air temperature and humidity as the stepped day',
    async (_season, start) => {
      const stepped = await hourly(start, 'step');
      const jumped = await hourly(start, 'jump');
      expect(jumped).toHaveLength(24);
      expect(jumped).toEqual(stepped);
    },
    120_000,
  );
});
