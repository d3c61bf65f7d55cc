/**
 * `npm run soak`: the long robustness benches (bad input, restarts, a long accelerated run), printing figures; exit 1 when one misses.
 *   npm run soak              the fuzz bench, then the 1-hour accelerated soak
 *   npm run soak -- fuzz      100,000 generated payloads to a running controller
 *   npm run soak -- heap      50 controllers, 1 simulated hour, the app's heap growth
 */
import { fuzzController } from './fuzz-controller.ts';
import { soakAppHeap } from './soak-app-heap.ts';

const which = process.argv[2] ?? 'all';
let ok = true;
if (which === 'all' || which === 'fuzz') ok = (await fuzzController()) && ok;
if (which === 'all' || which === 'heap') ok = (await soakAppHeap()) && ok;
process.exit(ok ? 0 : 1);
