/**
 * Physics and automation in one plain loop, no broker: read the sensors off the model, decide, move
 * the actuators (at their travel speed), step the model. The reference wiring for the controller
 * (which adds MQTT, faults and history around the same calls); used by tests and the benchmark.
 */
import { isPositionKind, type Reading, type Sensor } from '../../protocol/index.ts';
import { evaluateAlarms, initialAlarmState, type AlarmRules, type AlarmState } from '../alarms/index.ts';
import { zoneInputsFromActuators, type ActuatorPosition } from '../greenhouse/actuator-inputs.ts';
import type { Greenhouse } from '../greenhouse/model.ts';
import type { SensorValues } from '../greenhouse/readings.ts';
import { noiseSigma, physicalRange, sensorView } from '../greenhouse/sensor-view.ts';
import { decide } from './decide.ts';
import { initialAutomationState, releaseActuator } from './state.ts';
import type {
  ActuatorLive,
  ActuatorTarget,
  AutomationConfig,
  AutomationLog,
  AutomationState,
  Decision,
  MixerCommand,
} from './types.ts';

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
  const actuators = config.actuator;
  const live: Record<number, ActuatorLive> = {};
  const goal: Record<number, number> = {};
  // Start: vents shut, curtains and screens open (retracted), everything else off.
  for (const a of actuators) {
    const pos = a.kind === 'curtain' || a.kind === 'screen' ? 100 : 0;
    live[a.aid] =
      isPositionKind(a.kind) || a.kind === 'heater'
        ? { mode: 'auto', pos, since: gh.now() }
        : { mode: 'auto', on: false, since: gh.now() };
    goal[a.aid] = pos;
  }
  let state = initialAutomationState();
  let alarms = initialAlarmState();
  let mixer: MixerCommand | null = null;
  const logs: ClosedLoop['logs'] = [];
  const alarmEvents: ClosedLoop['alarmEvents'] = [];

  const apply = (aid: number, t: ActuatorTarget) => {
    const l = live[aid];
    if (!l) return;
    if (t.action === 'set') goal[aid] = t.value;
    else if (l.on !== (t.action === 'on')) live[aid] = { ...l, on: t.action === 'on', since: gh.now() };
  };

  const readings = (): Reading[] => {
    const byZone = new Map<number | null, SensorValues>();
    return sensors.map((s) => {
      let values = byZone.get(s.zid);
      if (!values) byZone.set(s.zid, (values = gh.readings(s.zid)));
      const truth = values[s.type];
      const noise = options.random ? noiseSigma(s.type, truth) : 0;
      const v = physicalRange(s.type, sensorView(truth, { offset: s.offset, noise, random: options.random }));
      return { sid: s.sid, zid: s.zid, type: s.type, v, q: 0 as const };
    });
  };

  const tick = (dtS: number): Decision | null => {
    const now = gh.now();
    const rs = readings();
    let decision: Decision | null = null;
    if (options.automation !== false) {
      decision = decide({ now, utcOffsetMin: offset, readings: rs, config, live, state });
      state = decision.state;
      mixer = decision.mixer;
      for (const [aid, t] of Object.entries(decision.targets)) apply(Number(aid), t);
      for (const log of decision.logs) logs.push({ ...log, ts: now });
    }
    if (options.alarms) {
      const values: Record<number, number> = {};
      for (const r of rs) if (r.v !== null) values[r.sid] = r.v;
      const site = gh.readings(null);
      const irrigation = {
        active: (decision?.irrigation.state ?? 'idle') === 'running',
        flow: site.flow,
        ec: site.ec,
        ph: site.ph,
        pressure: gh.pressure(),
      };
      const out = evaluateAlarms(alarms, { sensors: values, irrigation }, options.alarms, now);
      alarms = out.state;
      for (const a of out.raised)
        alarmEvents.push({ ts: now, kind: 'raised', alid: a.alid, message: a.message });
      for (const a of out.cleared)
        alarmEvents.push({ ts: now, kind: 'cleared', alid: a.alid, message: a.message });
    }
    // Position kinds travel toward their goal at 100 % per travelTime.
    for (const a of actuators) {
      const l = live[a.aid] as ActuatorLive;
      const target = goal[a.aid];
      if (l.pos === undefined || target === undefined || l.pos === target) continue;
      const speed = a.kind === 'heater' ? Infinity : 100 / (a.travelTime ?? 60);
      const pos =
        l.pos < target ? Math.min(target, l.pos + speed * dtS) : Math.max(target, l.pos - speed * dtS);
      live[a.aid] = { ...l, pos, since: now };
    }
    const positions: ActuatorPosition[] = actuators.map((a) => ({
      aid: a.aid,
      zid: a.zid,
      kind: a.kind,
      pos: live[a.aid]?.pos,
      on: live[a.aid]?.on,
    }));
    const openValves = config.valve.filter((v) => live[v.aid]?.on === true);
    const inputs = zoneInputsFromActuators(gh.zones, positions, openValves, gh.params);
    gh.step(dtS, { zones: inputs, mixer: mixer ?? { active: false } });
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
      apply(aid, t);
    },
    release(aid) {
      const l = live[aid];
      if (l) live[aid] = { ...l, mode: 'auto' };
      state = releaseActuator(state, aid);
    },
    readings,
    logs,
    get state() {
      return state;
    },
    get alarms() {
      return alarms;
    },
    alarmEvents,
  };
}
