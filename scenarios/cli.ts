/**
 * `npm run scenario -- NAME [--broker mqtt://host:port] [--cloud http://host:port] [--state-dir DIR]`
 * Runs a scenario against a broker; cloud steps go to the cloud's control API when --cloud is given.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createMqttTransport } from '../simulator/controller/transport-mqtt.ts';
import { findScenario, runScenario, scenarios, type CloudStep } from './index.ts';

const log = (line: string) => console.log(line);

/** GH_SIM_TOKEN, else the token `npm start` wrote to .state/sim-token. */
function localToken(): string {
  if (process.env.GH_SIM_TOKEN) return process.env.GH_SIM_TOKEN;
  try {
    return fs.readFileSync('.state/sim-token', 'utf8').trim();
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { broker: { type: 'string' }, cloud: { type: 'string' }, 'state-dir': { type: 'string' } },
  });
  const name = positionals[0];
  if (!name) {
    for (const s of Object.values(scenarios))
      log(`  ${s.name.padEnd(14)} ${String(s.durationMs / 60_000).padStart(5)} min ${s.description}`);
    return;
  }
  const def = findScenario(name);
  const brokerUrl = values.broker ?? `mqtt://127.0.0.1:${process.env.GH_BROKER_TCP_PORT || 1883}`;
  const requester = createMqttTransport({ url: brokerUrl, clientId: `scn-${process.pid.toString(36)}`, log });
  await requester.connect();
  const cloud = values.cloud
    ? async (step: CloudStep) => {
        const res = await fetch(`${values.cloud}${step.path}`, {
          method: step.method,
          // The control API wants the local token outside a browser (GH_SIM_TOKEN or .state/sim-token).
          headers: { 'content-type': 'application/json', 'x-gh-sim-token': localToken() },
          body: step.body === undefined ? undefined : JSON.stringify(step.body),
        });
        log(`[sim] cloud ${step.method} ${step.path}: ${res.status}`);
      }
    : undefined;
  log(`[sim] scenario ${def.name}: ${def.description}`);
  const run = await runScenario(def, {
    brokerUrl,
    requester,
    cloud,
    stateDir: values['state-dir'],
    log,
    autoAdvanceMs: 1000,
  });
  process.once('SIGINT', () => void run.stop().then(() => process.exit(130)));
  await run.done;
  log(`[sim] scenario ${def.name} finished`);
  await run.stop();
  await requester.end();
}

main().catch((error: unknown) => {
  console.error(`[sim] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
