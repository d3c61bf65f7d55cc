/**
 * The one step core of a simulated greenhouse: read → decide → apply → step. Given readings at
 * `now` it runs model/automation's `decide` on the actuators' live states, hands the targets to
 * the actuators and evaluates the alarm rules; `step` then advances the physics with the actuators
 * where they stand and the fertigation mixer as last decided. The controller's world
 * (controller/world) and the closed loop of tests, benchmarks and the warm-up both run on it.
 */
import type { Reading } from '../../protocol/index.ts';
import {
  evaluateAlarms,
  initialAlarmState,
  type AlarmEvaluation,
  type AlarmRules,
  type AlarmState,
} from '../alarms/index.ts';
import { decide } from '../automation/decide.ts';
import { initialAutomationState, releaseActuator } from '../automation/state.ts';
import type {
  AutomationConfig,
  AutomationLog,
  AutomationState,
  Decision,
  FertigationInput,
  MixerCommand,
} from '../automation/types.ts';
import { zoneInputsFromActuators } from '../greenhouse/actuator-inputs.ts';
import type { Greenhouse } from '../greenhouse/model.ts';
import type { LoopActuators } from './loop-actuators.ts';

export type GreenhouseLoopOptions = {
  greenhouse: Greenhouse;
  actuators: LoopActuators;
  /** The records automation reads, as they stand at each decision. */
  config: () => AutomationConfig;
  /** Minutes east of UTC of the controller's local time at `now`. */
  utcOffsetMin: (now: number) => number;
  /** false: nothing decides; actuators move only when told. */
  automation?: boolean;
  /** The alarm rules to evaluate at each decision; absent: no alarms. */
  alarmRules?: () => AlarmRules;
  /** Sensor names for alarm messages (absent: "sensor <sid>"). */
  sensorNames?: () => Record<number, string>;
  /** The fertigation centre's say: a grower's program it feeds, and whether it holds dosing. */
  fertigation?: () => FertigationInput;
  /** Irrigation running besides automation's (a grower's program), for the irrigation alarms. */
  irrigationRunning?: () => boolean;
  /** Automation's log lines of one decision, in order, before its targets are applied. */
  onLogs?: (logs: readonly AutomationLog[], now: number) => void;
  /** Alarms raised and cleared by one evaluation. */
  onAlarms?: (evaluation: AlarmEvaluation, now: number) => void;
};

export type GreenhouseLoop = {
  /** Decides on `readings` at `now`, applies the targets, evaluates alarms; null with automation off. */
  decide(now: number, readings: readonly Reading[]): Decision | null;
  /** dtS of physics with the actuators where they stand. */
  step(dtS: number): void;
  /** Forgets automation's last target of `aid` (it goes back to auto). */
  release(aid: number): void;
  /** Automation's memory; set to hand over a warm-up's. */
  state: AutomationState;
  readonly alarms: AlarmState;
};

export function createGreenhouseLoop(options: GreenhouseLoopOptions): GreenhouseLoop {
  const { greenhouse, actuators } = options;
  let state = initialAutomationState();
  let alarms = initialAlarmState();
  let mixer: MixerCommand | null = null;
  /** Last mode seen per actuator: one back from manual to auto is released. */
  const modes = new Map<number, string>();

  const seen = (aid: number, mode: string | undefined) => {
    if (mode === undefined) return;
    const was = modes.get(aid);
    if (was === mode) return;
    if (mode === 'auto' && was === 'manual') state = releaseActuator(state, aid);
    modes.set(aid, mode);
  };
  const liveNow = () => {
    const live = actuators.live();
    const aids = actuators.aids?.();
    if (aids) for (const aid of aids) seen(aid, live[aid]?.mode);
    else for (const key in live) seen(Number(key), live[Number(key)]?.mode);
    return live;
  };

  const evaluate = (now: number, readings: readonly Reading[], rules: AlarmRules, running: boolean) => {
    const sensors: Record<number, number> = {};
    for (const r of readings) if (r.v !== null && r.q === 0) sensors[r.sid] = r.v;
    const site = greenhouse.readings(null);
    const irrigation = {
      active: running || (options.irrigationRunning?.() ?? false),
      flow: site.flow,
      ec: site.ec,
      ph: site.ph,
      pressure: greenhouse.pressure(),
    };
    const names = options.sensorNames?.();
    const out = evaluateAlarms(alarms, { sensors, names, irrigation }, rules, now);
    alarms = out.state;
    options.onAlarms?.(out, now);
  };

  return {
    decide(now, readings) {
      const live = liveNow();
      let decision: Decision | null = null;
      if (options.automation !== false) {
        const config = options.config();
        const utcOffsetMin = options.utcOffsetMin(now);
        const fertigation = options.fertigation?.();
        decision = decide({ now, utcOffsetMin, readings, config, live, state, fertigation });
        state = decision.state;
        mixer = decision.mixer;
        if (decision.logs.length > 0) options.onLogs?.(decision.logs, now);
        actuators.apply(decision.targets);
      }
      if (options.alarmRules)
        evaluate(now, readings, options.alarmRules(), decision?.irrigation.state === 'running');
      return decision;
    },
    step(dtS) {
      const inputs = zoneInputsFromActuators(
        greenhouse.zones,
        actuators.positions(),
        actuators.openValves(),
        greenhouse.params,
      );
      greenhouse.step(dtS, { zones: inputs, mixer: mixer ?? { active: false } });
    },
    release(aid) {
      state = releaseActuator(state, aid);
    },
    get state() {
      return state;
    },
    set state(next) {
      state = next;
    },
    get alarms() {
      return alarms;
    },
  };
}
