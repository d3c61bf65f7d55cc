/**
 * `npm run bench`: prints figures; targets are read by people, never asserted in unit tests. Each
 * bench/*.bench.ts exports its measure for this file; the slow ones (a world or a class started) also
 * print it when run alone with `npx tsx`.
 */
import { codecBench } from './codec.bench.ts';
import { printFigures } from './figure.ts';
import { buildForBudgets, routeSizesOf } from './route-sizes.ts';
import { formatRouteSizes } from '../scripts/route-budgets.ts';
import { greenhouseBench, greenhouseYear } from './greenhouse.bench.ts';
import { worldJump } from './world-jump.bench.ts';
import { classCapacity } from './class-capacity.bench.ts';

// The simulated year first, in a process that has run no other model yet, as a what-if worker would:
// after the reference figures below (10 s sub-steps and decisions) it measured 20-30 % more, its
// code compiled for both.
const year = greenhouseYear();
printFigures('codec and contract', codecBench());
printFigures('greenhouse (4 zones, physics + automation)', greenhouseBench());
console.log(`  ${year.line}`);
console.log(`\nworld clock\n  ${await worldJump()}`);
console.log(`\na class of trainees\n  ${await classCapacity()}`);

// Route budgets: a production build with the manifest into a temp dir, a few seconds.
const budgets = await buildForBudgets();
try {
  console.log('\nroute budgets (gzip kB of the JS each screen loads; production build):');
  console.log(formatRouteSizes(routeSizesOf(budgets.dir)));
} finally {
  budgets.remove();
}

console.log(
  '\nThe app under load (long tasks, FCP and LCP of /login and /): npm run bench:app' +
    '\nLighthouse of /login and five logged-in screens (performance, accessibility, best practices,' +
    ' installability): npm run bench:lighthouse' +
    '\nLogin to a live reading at 4x CPU slowdown and 150 ms round trips: npm run bench:login' +
    '\nPreviews against the simulated greenhouses, with and without calibration (about 3 min): npm run bench:whatif',
);
