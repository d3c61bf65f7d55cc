/** `npm run bench`: prints figures; targets are read by people, never asserted in unit tests. */
import { codecBench } from '../bench/codec.bench.ts';
import { printFigures } from '../bench/figure.ts';
import { greenhouseBench } from '../bench/greenhouse.bench.ts';

printFigures('codec and contract', codecBench());
printFigures('greenhouse (4 zones, physics + automation)', greenhouseBench());
