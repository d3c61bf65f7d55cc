/**
 * What a jump of the world clock costs (a trainer's jump, a scenario's start): the demo farm's
 * controllers with the broker and the cloud in this process, as `npm start` and the e2e harness run
 * them, jumped a simulated day from 00:30 (a night, a day of automation at work, an evening).
 * A jump runs every controller through the time it skips; while it catches up, the controllers send
 * their periodic reports once a simulated minute (simulator/catch-up.ts). docs/performance.md "World jump".
 */
import { createWorldClock, simStart } from '../simulator/world-clock.ts';
import { startFreshPlay } from '../scenarios/fresh-play.ts';
import { findInLibrary } from '../scenarios/load.ts';
import { startWorld } from '../scripts/world.ts';

const hours = 24;

export async function worldJump(): Promise<string> {
  const clock = createWorldClock({ start: simStart('2026-11-26T00:30:00+08:00'), paced: false });
  const world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    clock,
    warmDays: 2,
    log: () => undefined,
  });
  try {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    await clock.jump(hours * 3_600_000);
    const { user, system } = process.cpuUsage(cpu);
    const wallS = (performance.now() - wall) / 1000;
    const cpuS = (user + system) / 1e6;
    // A scenario's start: its own world planted at its next start time (no catch-up), then its player.
    const began = performance.now();
    const play = await startFreshPlay(await findInLibrary('heat-wave-noon'), {
      world: () => world.playerWorld(),
      plant: world.plant,
    });
    const startS = (performance.now() - began) / 1000;
    await play.stop();
    return (
      `a ${hours} h jump of the demo farm (${world.farm.servers.length} controllers, broker and cloud in process): ` +
      `${wallS.toFixed(1)} s wall, ${cpuS.toFixed(1)} s CPU, ${(wallS / hours).toFixed(2)} s per simulated hour\n` +
      `  a scenario's start (heat-wave-noon, up to a day ahead): ${startS.toFixed(2)} s wall`
    );
  } finally {
    await world.stop();
    clock.stop();
  }
}
