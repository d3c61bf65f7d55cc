/**
 * What a jump of the world clock costs (a trainer's jump, a scenario's start): the demo farm's
 * controllers with the broker and the cloud in this process, as `npm start` and the e2e harness run
 * them, jumped a simulated day from 00:30 (a night, a day of automation at work, an evening).
 * A jump runs every controller through the time it skips; while it catches up, the controllers send
 * their periodic reports once per catchUpEveryMs and hold their other reports until it ends
 * (simulator/catch-up.ts). Three days in a row, the median printed. docs/performance.md "World jump".
 * Printed by `npm run bench` ("world clock"), or alone: `npx tsx bench/world-jump.bench.ts`.
 */
import { createWorldClock, simStart } from '../simulator/world-clock.ts';
import { startFreshPlay } from '../scenarios/fresh-play.ts';
import { findInLibrary } from '../scenarios/load.ts';
import { startWorld } from '../scripts/world.ts';

const hours = 24;
const days = 3;

export async function worldJump(): Promise<string> {
  const clock = createWorldClock({ start: simStart('2026-11-26T00:30:00+08:00'), paced: false });
  const world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    clock,
    warmDays: 2,
    log: () => undefined,
  });
  try {
    const jumps: { wallS: number; cpuS: number }[] = [];
    for (let day = 0; day < days; day++) {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      await clock.jump(hours * 3_600_000);
      const { user, system } = process.cpuUsage(cpu);
      jumps.push({ wallS: (performance.now() - wall) / 1000, cpuS: (user + system) / 1e6 });
    }
    const { wallS, cpuS } = [...jumps].sort((a, b) => a.wallS - b.wallS)[Math.floor(days / 2)]!;
    // A scenario's start: its own world planted at its next start time (no catch-up), then its player.
    const began = performance.now();
    const play = await startFreshPlay(await findInLibrary('heat-wave-noon'), {
      world: () => world.playerWorld(),
      plant: world.plant,
    });
    const startS = (performance.now() - began) / 1000;
    await play.stop();
    return (
      `a ${hours} h jump of the demo farm (${world.farm.servers.length} controllers, broker and cloud in process), ` +
      `median of ${days} days in a row: ${wallS.toFixed(1)} s wall, ${cpuS.toFixed(1)} s CPU ` +
      `(all: ${jumps.map((j) => j.wallS.toFixed(1)).join(', ')} s wall)\n` +
      `  a scenario's start (heat-wave-noon, up to a day ahead): ${startS.toFixed(2)} s wall`
    );
  } finally {
    await world.stop();
    clock.stop();
  }
}

if (process.argv[1]?.endsWith('world-jump.bench.ts')) console.log(await worldJump());
