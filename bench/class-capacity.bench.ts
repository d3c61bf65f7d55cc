/**
 * A training day's load: the demo farm and a class of 30 trainees' bases (one controller and four
 * houses each) with the broker and the cloud in this process, as `npm start` runs them, the world
 * clock paced at x60 for a simulated hour (a minute of wall time). Prints the world's CPU share (of
 * one core) and how far the clock got. docs/performance.md "A class of 30".
 */
import { createWorldClock } from '../simulator/world-clock.ts';
import { startWorld } from '../scripts/world.ts';

const speed = 60;
const simulatedMs = 3_600_000;

/** `trainees` 0: the demo farm alone, to compare. */
export async function classCapacity(trainees = 30): Promise<string> {
  const clock = createWorldClock({ speed });
  clock.pause(); // the class starts before the measured hour
  const world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    clock,
    warmDays: 1,
    log: () => undefined,
  });
  try {
    const began = performance.now();
    const created = await (trainees === 0
      ? Promise.resolve(new Response('{}'))
      : fetch(`${world.simControlUrl}/sim/world/class`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-gh-sim-token': world.controlToken },
          body: JSON.stringify({ action: 'create', trainees }),
        }));
    if (!created.ok) throw new Error(`the class was refused: ${await created.text()}`);
    const createS = (performance.now() - began) / 1000;
    const from = clock.now();
    const wall = performance.now();
    const cpu = process.cpuUsage();
    clock.resume();
    await new Promise((resolve) => setTimeout(resolve, simulatedMs / speed));
    const { user, system } = process.cpuUsage(cpu);
    const wallS = (performance.now() - wall) / 1000;
    const reachedMin = (clock.now() - from) / 60_000;
    const controllers = world.sim.controllers.length;
    return (
      `a class of ${trainees} beside the demo farm (${controllers} controllers, broker and cloud in process) ` +
      `at x${speed} for ${wallS.toFixed(0)} s: ${(((user + system) / 1e6 / wallS) * 100).toFixed(0)} % of a core, ` +
      `the clock ${reachedMin.toFixed(1)} simulated min of ${simulatedMs / 60_000}; creating the class took ${createS.toFixed(1)} s`
    );
  } finally {
    await world.stop();
    clock.stop();
  }
}

if (process.argv[1]?.endsWith('class-capacity.bench.ts'))
  console.log(await classCapacity(Number(process.argv[2] ?? 30)));
