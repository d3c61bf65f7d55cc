/**
 * The one interpreter of a scenario's timeline steps, for every player: the live player (the
 * console and `npm run scenario -- NAME`), the check (`--check`) and the in-process runner (traces,
 * the simulator CLI) and a test's player (tests/support/scenario-player.ts). A step either completes
 * (resolving what it did, for the log) or throws why it could not be applied; nothing of a refused
 * step is applied. Every player reports a refused step with `stepFailure` and plays on; a test's
 * player, awaited by its test, rejects with that line instead.
 */
import type { Farm } from '../fixtures/farms.ts';
import type { RequestTopicName } from '../protocol/index.ts';
import { applyCheckedEvent, type CloudCall, type WorldControls } from './events.ts';
import type { ScenarioStep } from './scenario.ts';

export type StepPorts = {
  farm: Farm;
  target: WorldControls;
  /** The cloud's control API; throws the cloud's reason. */
  cloud: (call: CloudCall) => Promise<void>;
  /** Sends an app request to controller `server` as the grower's app would. */
  request: (server: number, topic: RequestTopicName, body: RequestBody) => Promise<void>;
};

export type RequestBody = { confTyp: string; method: string; para: Record<string, unknown>; qryId: string };

const snOf = (farm: Farm, index: number) => {
  const sn = farm.servers[index]?.server.sn;
  if (!sn) throw new Error(`no controller ${index} on this farm`);
  return sn;
};

/** Applies one step; `qryId` names a request step's request (unique to the play). */
export async function applyStep(step: ScenarioStep, ports: StepPorts, qryId: string): Promise<string> {
  switch (step.do) {
    case 'narrate':
      return step.note.en;
    case 'event':
      return applyCheckedEvent(step.event, step.params, ports);
    case 'weather': {
      if (!ports.target.weather) throw new Error('this world has no weather overrides');
      const sn = step.server === undefined ? undefined : snOf(ports.farm, step.server);
      const result = await ports.target.weather({
        op: 'set',
        ...step.set,
        sn,
        forMs: step.forMs,
        blendMs: step.blendMs,
      });
      if (!result.ok) throw new Error(result.reason);
      return `weather ${JSON.stringify(step.set)}${sn ? ` at ${sn}` : ''}`;
    }
    case 'fault': {
      const result = await ports.target.faults(step.command);
      if (!result.ok) throw new Error(result.reason);
      return `fault ${JSON.stringify(step.command)}`;
    }
    case 'reboot': {
      const sn = snOf(ports.farm, step.server);
      if (!(await ports.target.reboot(sn))) throw new Error(`no controller ${sn}`);
      return `reboot ${sn}`;
    }
    case 'cloud':
      await ports.cloud({ method: step.method, path: step.path, body: step.body });
      return `cloud ${step.method} ${step.path}`;
    case 'request':
      await ports.request(step.server, step.topic, {
        confTyp: step.confTyp,
        method: step.method,
        para: step.para,
        qryId,
      });
      return `request ${step.topic} ${step.confTyp}.${step.method} (${qryId})`;
    default:
      return unknownStep(step);
  }
}

/** How every player reports a refused step: the scenario, the step and the reason. */
export function stepFailure(name: string, index: number, step: ScenarioStep, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `${name} @${step.at} ms: step ${index} (${step.do}) failed: ${reason}`;
}

function unknownStep(step: never): never {
  throw new Error(`unknown step ${JSON.stringify(step)}`);
}
