/**
 * `npm run soak`: the long robustness benches (bad input, a long accelerated run), printing figures;
 * exit 1 when one misses.
 *   npm run soak              the fuzz bench, then the 1-hour accelerated soak
 *   npm run soak -- fuzz      100,000 generated payloads to a running controller
 *   npm run soak -- heap      50 controllers, 1 simulated hour, the app's heap growth
 *   npm run soak -- chaos     a simulated day of random faults, invariants checked (bench/chaos/):
 *                             [--seed N] [--hours H] [--controllers N] [--clients N]
 */
import { parseArgs } from 'node:util';
import { fuzzController } from './fuzz-controller.ts';
import { soakAppHeap } from './soak-app-heap.ts';
import { runChaos } from './chaos/run.ts';
import { chaosTable } from './chaos/table.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string' },
    hours: { type: 'string', default: '24' },
    controllers: { type: 'string', default: '10' },
    clients: { type: 'string', default: '10' },
  },
});
const which = positionals[0] ?? 'all';
let ok = true;
if (which === 'all' || which === 'fuzz') ok = (await fuzzController()) && ok;
if (which === 'all' || which === 'heap') ok = (await soakAppHeap()) && ok;
if (which === 'chaos') {
  const seed = values.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(values.seed);
  console.log(`[chaos] seed ${seed} (replay with --seed ${seed})`);
  const result = await runChaos({
    seed,
    hours: Number(values.hours),
    controllers: Number(values.controllers),
    clients: Number(values.clients),
  });
  console.log(chaosTable(result));
  ok = result.violations.length === 0;
}
process.exit(ok ? 0 : 1);
