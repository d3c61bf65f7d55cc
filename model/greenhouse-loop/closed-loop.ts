/**
 * Physics and automation in one plain loop, no broker and no controller: the greenhouse loop on
 * ideal actuators, with sensors read off the model. Scenario tests and the benchmark run it; the
 * controller's warm-up runs it to fill the history before going live.
 */
import type { Reading, Sensor } from '../../protocol/index.ts';
import type { AlarmRules, AlarmState } from '../alarms/index.ts';
import type {
  ActuatorLive,
  ActuatorTarget,
  AutomationConfig,
  AutomationLog,
  AutomationState,
  Decision,
} from '../automation/types.ts';
import type { Greenhouse } from '../greenhouse/model.ts';
import { createGreenhouseLoop } from './greenhouse-loop.ts';
import { createIdealActuators } from './ideal-actuators.ts';
import { modelReadings } from './sensor-readings.ts';

export type ClosedLoopOptions = {
  greenhouse: Greenhouse;
  config: AutomationConfig;
  sensors: readonly Sensor[];
  utcOffsetMin?: number;
  /** Sensor noise from this source (sensorNoise per type); none when omitted. */
  random?: () => number;
  alarms?: AlarmRules;
  /** false: no decisions, actuators stay where set (a "held shut" reference run). */
  automation?: boolean;
  /** The actuators' states at the start (a preview's live states); else vents shut, screens open. */
  initialActuators?: Readonly<Record<number, ActuatorLive>>;
  /** Automation's memory at the start (a preview's resumed heating); else a fresh one. */
  initialState?: AutomationState;
};

export type ClosedLoop = {
  /** One decision, then dtS of physics. */
  tick(dtS: number): Decision | null;
  /** Ticks for `seconds` in steps of dtS; `each` sees every decision. */
  run(seconds: number, dtS?: number, each?: (d: Decision | null) => void): void;
  live: Record<number, ActuatorLive>;
  /** A grower's manual command: the actuator goes to `value` (or on/off) and automation lets it be. */
  setManual(aid: number, target: ActuatorTarget): void;
  release(aid: number): void;
  readings(): Reading[];
  logs: (AutomationLog & { ts: number })[];
  readonly state: AutomationState;
  readonly alarms: AlarmState;
  readonly alarmEvents: { ts: number; kind: 'raised' | 'cleared'; alid: number; message: string }[];
};

export function createClosedLoop(options: ClosedLoopOptions): ClosedLoop {
  const gh = options.greenhouse;
  const { config, sensors } = options;
  const offset = options.utcOffsetMin ?? 480;
  const actuators = createIdealActuators(
    config.actuator,
    config.valve,
    () => gh.now(),
    options.initialActuators,
  );
  const live = actuators.states;
  const logs: ClosedLoop['logs'] = [];
  const alarmEvents: ClosedLoop['alarmEvents'] = [];
  const rules = options.alarms;
  const loop = createGreenhouseLoop({
    greenhouse: gh,
    actuators,
    config: () => config,
    utcOffsetMin: () => offset,
    automation: options.automation,
    alarmRules: rules && (() => rules),
    onLogs: (ls, ts) => {
      for (const log of ls) logs.push({ ...log, ts });
    },
    onAlarms: (out, ts) => {
      for (const a of out.raised) alarmEvents.push({ ts, kind: 'raised', alid: a.alid, message: a.message });
      for (const a of out.cleared)
        alarmEvents.push({ ts, kind: 'cleared', alid: a.alid, message: a.message });
    },
  });

  if (options.initialState) loop.state = options.initialState;
  const readings = () => modelReadings(gh, sensors, options.random);

  const tick = (dtS: number): Decision | null => {
    const now = gh.now();
    const decision = loop.decide(now, readings());
    actuators.travel(dtS, now);
    loop.step(dtS);
    return decision;
  };

  return {
    tick,
    run(seconds, dtS = 10, each) {
      for (let t = 0; t < seconds - 1e-9; t += dtS) {
        const decision = tick(dtS);
        if (each) each(decision);
      }
    },
    live,
    setManual(aid, t) {
      const l = live[aid];
      if (!l) return;
      live[aid] = { ...l, mode: 'manual' };
      actuators.set(aid, t, gh.now());
    },
    release(aid) {
      const l = live[aid];
      if (l) live[aid] = { ...l, mode: 'auto' };
      loop.release(aid);
    },
    readings,
    logs,
    get state() {
      return loop.state;
    },
    get alarms() {
      return loop.alarms;
    },
    alarmEvents,
  };
}
