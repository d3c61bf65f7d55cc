/**
 * Warm-up cost of the demo farm's controllers: each simulates `days` of greenhouse,
 * automation and history on start. `node --import tsx bench/warm-controllers.mts [days] [stepS]`
 */
import { demoFarm } from '../fixtures/farms.ts';
import { createClock, createController, createMemoryBus, createRandom } from '../simulator/index.ts';

const days = Number(process.argv[2] ?? 30);
const warmStepS = Number(process.argv[3] ?? 60);
const clock = createClock({ mode: 'stepped' });
const bus = createMemoryBus();
const began = performance.now();
for (const s of demoFarm.servers) {
  const c = createController({
    server: s.server,
    inventory: s.inventory,
    clock,
    random: createRandom(s.server.sn),
    transport: bus.client(s.server.sn),
    log: () => undefined,
    world: { warmDays: days, warmStepS },
  });
  await c.start();
  console.log(
    `${s.server.sn}: ${s.inventory.zone.length} zones, ${s.inventory.sensor.length} sensors, ` +
      `${days} d warm-up in ${Math.round(c.world?.warmMs ?? 0)} ms`,
  );
  await c.stop();
}
console.log(
  `demo farm (${demoFarm.servers.length} controllers): ${Math.round(performance.now() - began)} ms`,
);
