/** Builders for automation tests: records, readings and inputs with as little noise as possible. */
import {
  sensorType,
  type Actuator,
  type ActuatorKind,
  type Reading,
  type SensorType,
} from '../../protocol/index.ts';
import { decide } from './decide.ts';
import { clockMinutes } from './local-time.ts';
import { initialAutomationState } from './state.ts';
import type { AutomationConfig, AutomationInput, Decision, TypedReadings } from './types.ts';

/** 2025-07-01 00:00 at UTC+8 (the controller's local time in these tests). */
export const t0 = Date.UTC(2025, 5, 30, 16);
const utcOffsetMin = 480;

/** Epoch ms of a local clock time on day `day` after t0. */
export const at = (clock: string, day = 0, seconds = 0) =>
  t0 + day * 86_400_000 + clockMinutes(clock) * 60_000 + seconds * 1000;

export function actuator(
  aid: number,
  kind: ActuatorKind,
  zid: number | null = 1,
  extra: Partial<Actuator> = {},
): Actuator {
  return { aid, name: `${kind}${aid}`, zid, kind, interlocks: [], enabled: true, ...extra };
}

export function config(partial: Partial<AutomationConfig> = {}): AutomationConfig {
  return {
    actuator: [],
    valve: [],
    strategy: [],
    fog: [],
    heating: [],
    irrigationPlan: [],
    fertRecipe: [],
    fertCenter: [],
    ...partial,
  };
}

const types: SensorType[] = [
  'airTemp',
  'airHum',
  'co2',
  'soilMoist',
  'outTemp',
  'outHum',
  'windSpeed',
  'rain',
  'radiation',
  'ec',
  'ph',
  'flow',
];

/** Readings of zones and the site; sids are zid·100 + the type's index (site: zid 0), or given. */
export function readings(
  zones: Record<number, TypedReadings>,
  site: TypedReadings = {},
  extra: Reading[] = [],
): Reading[] {
  const out: Reading[] = [];
  const push = (zid: number | null, values: TypedReadings) => {
    for (const [key, v] of Object.entries(values)) {
      const type = sensorType.parse(key);
      if (v !== undefined) out.push({ sid: (zid ?? 0) * 100 + types.indexOf(type) + 1, zid, type, v, q: 0 });
    }
  };
  for (const [zid, values] of Object.entries(zones)) push(Number(zid), values);
  push(null, site);
  return [...out, ...extra];
}

export function input(partial: Partial<AutomationInput> = {}): AutomationInput {
  return {
    now: at('12:00'),
    utcOffsetMin,
    readings: [],
    config: config(),
    live: {},
    state: initialAutomationState(),
    ...partial,
  };
}

/**
 * Decides at each step in turn, threading the state; returns every decision. `ungated`: the log's
 * debounce (log-gate.ts) forgets between steps, so a test sees every line a module writes.
 */
export function sequence(
  base: AutomationInput,
  steps: Partial<AutomationInput>[],
  options: { ungated?: boolean } = {},
): Decision[] {
  let state = base.state;
  return steps.map((step) => {
    if (options.ungated) state = { ...state, logGate: {} };
    const d = decide({ ...base, ...step, state });
    state = d.state;
    return d;
  });
}
