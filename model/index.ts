/**
 * The greenhouse model's pure parts, shared by the simulator and the app's preview worker: no Node
 * API, no I/O, no clock of its own (lint and tests/unit/model-browser-build.test.ts hold it to that).
 */
export * from './greenhouse/sun.ts';
export * from './weather/hours-from-days.ts';
export * from './weather/local-time.ts';
