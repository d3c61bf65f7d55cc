/** One controller on a bad link, in stepped time: slow and lost acks, garbage, a drop-out, a dead sensor. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'faulty-link',
  title: { zh: '糟糕的网络', en: 'A faulty link' },
  description: 'Everything the live layer must survive, on one small controller, reproducible to the byte.',
  teaches: ['Slow and lost acks, garbage payloads, a drop-out and dead sensors on one controller'],
  farm: { name: 'seed:7', servers: 1, zones: 1 },
  // The stepped clock's default start, so the committed trace (faulty-link.trace.jsonl) reproduces.
  start: { iso: '2025-06-01T00:00:00+08:00' },
  seed: 7,
  durationMs: 5 * 60_000,
  timeline: [
    {
      at: 10_000,
      do: 'request',
      server: 0,
      topic: 'system/conf',
      confTyp: 'zone',
      method: 'query',
      para: { f_zone_id: 1 },
    },
    { at: 20_000, do: 'fault', command: { op: 'set', kind: 'ackDelay', target: {}, params: { ms: 8000 } } },
    {
      at: 21_000,
      do: 'request',
      server: 0,
      topic: 'system/cmd',
      confTyp: 'system',
      method: 'cmd',
      para: { action: 'status' },
    },
    { at: 40_000, do: 'fault', command: { op: 'clear', kind: 'ackDelay' } },
    { at: 41_000, do: 'fault', command: { op: 'set', kind: 'ackDrop', target: {}, params: { count: 1 } } },
    {
      at: 42_000,
      do: 'request',
      server: 0,
      topic: 'system/conf',
      confTyp: 'sensor',
      method: 'list',
      para: {},
    },
    {
      at: 60_000,
      do: 'fault',
      command: { op: 'set', kind: 'malformedBurst', target: {}, params: { count: 12 } },
    },
    {
      at: 90_000,
      do: 'fault',
      command: { op: 'set', kind: 'disconnect', target: {}, params: { ms: 30_000 } },
    },
    {
      at: 150_000,
      do: 'fault',
      command: { op: 'set', kind: 'sensorOffline', target: { id: 1 }, params: {} },
    },
    {
      at: 200_000,
      do: 'fault',
      command: { op: 'set', kind: 'sensorOutOfRange', target: { id: 2 }, params: {} },
    },
    { at: 240_000, do: 'fault', command: { op: 'clear' } },
  ],
});
