/** `npm run bench`: prints figures; targets are read by people, never asserted in unit tests. */
import { codecBench } from './codec.bench.ts';
import { printFigures } from './figure.ts';
import { greenhouseBench, greenhouseYear } from './greenhouse.bench.ts';

printFigures('codec and contract', codecBench());
printFigures('greenhouse (4 zones, physics + automation)', greenhouseBench());
console.log(`  ${greenhouseYear().line}`);

console.log(
  '\nLighthouse of /login and the home screen (performance, accessibility, best practices, installability):' +
    ' npm run bench:lighthouse',
);
