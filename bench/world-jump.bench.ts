/**
 * What a jump of the world clock costs (a trainer's jump, a scenario's start): the demo farm's
 * controllers with the broker and the cloud in this process, as `npm start` and the e2e harness run
 * them, jumped 12 simulated hours from 00:30 (the night, then a morning of automation at work).
 * A jump runs every controller through the time it skips; while it catches up, the controllers send
 * their periodic reports once a simulated minute (simulator/catch-up.ts). docs/performance.md "World jump".
 */
import { createWorldClock, simStart } from '../simulator/world-clock.ts';
import { startWorld } from '../scripts/world.ts';

const hours = 12;

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
    return (
      `a ${hours} h jump of the demo farm (${world.farm.servers.length} controllers, broker and cloud in process): ` +
      `${wallS.toFixed(1)} s wall, ${cpuS.toFixed(1)} s CPU, ${(wallS / hours).toFixed(2)} s per simulated hour`
    );
  } finally {
    await world.stop();
    clock.stop();
  }
}
