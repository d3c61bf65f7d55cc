/**
 * Recorded traces of stepped scenarios (`scenarios/<name>.trace.jsonl`), made on an in-memory bus so
 * they are byte-for-byte reproducible. Regenerate: node --import tsx scenarios/traces.ts <name>
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMemoryBus } from '../simulator/controller/transport-memory.ts';
import { startRecorder } from '../simulator/recorder/index.ts';
import { farmOf } from '../simulator/cli/farm-spec.ts';
import { findInLibrary } from './load.ts';
import { clockOf, runScenario } from './runner.ts';
import type { CheckedScenario } from './scenario.ts';

export const traceFile = (name: string) => fileURLToPath(new URL(`./${name}.trace.jsonl`, import.meta.url));

/** Runs a stepped scenario to its end and returns the trace of every base of its farm. */
export async function recordScenarioTrace(def: CheckedScenario): Promise<string> {
  const bus = createMemoryBus();
  const app = bus.client('app');
  await app.connect();
  const rec = bus.client('rec');
  await rec.connect();
  const bases = farmOf(def.farm).servers.map((s) => s.server.mqttBaseTopic);
  const clock = clockOf(def);
  // The recorder starts first, on the scenario's clock, so the trace holds the controllers' start too.
  const recorder = await startRecorder({ transport: rec, bases, clock });
  const run = await runScenario(def, {
    clock,
    transport: (s) => bus.client(s.server.sn),
    requester: app,
    log: () => undefined,
    autoAdvanceMs: 1000,
    playId: 'trace', // a recording repeats byte for byte
  });
  await run.done;
  await run.stop();
  recorder.stop();
  return recorder.text();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const name = process.argv[2] ?? 'faulty-link';
  void findInLibrary(name)
    .then(recordScenarioTrace)
    .then((text) => {
      fs.writeFileSync(traceFile(name), text);
      console.log(`[sim] wrote ${traceFile(name)} (${text.split('\n').length - 1} lines)`);
    });
}
