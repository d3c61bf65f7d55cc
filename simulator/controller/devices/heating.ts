/**
 * Heating loops at run time. The automation drives a loop in mode 'auto'; a grower's start or stop
 * (heating/cmd) takes the loop out of it: mode 'manual' in the record and the heater under manual
 * control, as a manual actuator command does, until `auto` hands both back. Status reads the real
 * heater and the zone's pipe, supply and return sensors.
 */
import type { AckCode, HeatingLoop, HeatingStatus, SensorType } from '../../../protocol/index.ts';
import type { ConfigStore } from '../config-store.ts';
import type { Outbox } from '../outbox.ts';
import type { ActuatorRuntime } from './actuators.ts';

export type HeatingResult = { code: AckCode; msg: string; data?: HeatingStatus | HeatingStatus[] };

export type HeatingRuntime = {
  status(hid?: number): HeatingResult;
  start(hid?: number): HeatingResult;
  stop(hid?: number): HeatingResult;
  /** Hands the loop (all loops without hid) back to the automation. */
  auto(hid?: number): HeatingResult;
  set(hid: number | undefined, daySetpoint?: number, nightSetpoint?: number): HeatingResult;
  running(hid: number): boolean;
  /** Set by the greenhouse world: the heater's valve % (undefined: on = 100, off = 0). */
  valveOf: (aid: number) => number | undefined;
};

export type HeatingDeps = {
  now: () => number;
  config: ConfigStore;
  actuators: ActuatorRuntime;
  outbox: Outbox;
  /** The last reading of the zone's sensor of that type (else the site's: plant room), if any. */
  reading: (zid: number, type: SensorType) => number | undefined;
  changed: () => void;
};

const round = (v: number) => Math.round(v * 10) / 10;

export function createHeatingRuntime(deps: HeatingDeps): HeatingRuntime {
  const { config, actuators, outbox } = deps;

  const isOn = (loop: HeatingLoop) => actuators.report(loop.aid)?.state === 'on';
  const statusOf = (loop: HeatingLoop): HeatingStatus => {
    const running = isOn(loop);
    const valve = running ? (runtime.valveOf(loop.aid) ?? 100) : 0;
    const pipe = deps.reading(loop.zid, 'pipeTemp') ?? 20;
    return {
      hid: loop.hid,
      running,
      supplyTemp: round(deps.reading(loop.zid, 'supplyTemp') ?? pipe),
      returnTemp: round(deps.reading(loop.zid, 'returnTemp') ?? pipe),
      pipeTemp: round(pipe),
      valve: Math.max(0, Math.min(100, Math.round(valve))),
      since: actuators.report(loop.aid)?.since ?? 0,
    };
  };
  /** Every loop, or the one of `hid`; undefined when there is none of that hid. */
  const loops = (hid?: number): readonly HeatingLoop[] | undefined => {
    if (hid === undefined) return config.list('heating');
    const loop = config.get('heating', hid);
    return loop && [loop];
  };
  const answer = (hid: number | undefined, list: readonly HeatingLoop[]): HeatingResult => {
    const [only] = list;
    return { code: 0, msg: 'ok', data: hid !== undefined && only ? statusOf(only) : list.map(statusOf) };
  };
  const setMode = (loop: HeatingLoop, mode: HeatingLoop['mode']): HeatingLoop => {
    if (loop.mode === mode) return loop;
    const next = { ...loop, mode };
    config.put('heating', next);
    deps.changed();
    outbox.report('system/confack', 'heating', 'update', next);
    return next;
  };
  /** A grower's command on each loop's heater ('on', 'off' or 'auto'), then the loop's mode. */
  const command = (hid: number | undefined, action: 'on' | 'off' | 'auto'): HeatingResult => {
    const list = loops(hid);
    if (!list) return { code: 3, msg: `heating loop ${hid} not found` };
    const done: HeatingLoop[] = [];
    for (const loop of list) {
      const result = actuators.command({ aid: loop.aid, action }, 'manual');
      if (result.code !== 0) return { code: result.code, msg: `${loop.name}: ${result.msg}` };
      const next = setMode(loop, action === 'auto' ? 'auto' : 'manual');
      outbox.report('heating/cmdack', 'heating', 'report', statusOf(next));
      done.push(next);
    }
    return answer(hid, done);
  };

  const runtime: HeatingRuntime = {
    valveOf: () => undefined,
    status(hid) {
      const list = loops(hid);
      if (!list) return { code: 3, msg: `heating loop ${hid} not found` };
      return answer(hid, list);
    },
    start: (hid) => command(hid, 'on'),
    stop: (hid) => command(hid, 'off'),
    auto: (hid) => command(hid, 'auto'),
    set(hid, daySetpoint, nightSetpoint) {
      if (hid === undefined) return { code: 2, msg: 'set needs hid' };
      if (daySetpoint === undefined && nightSetpoint === undefined)
        return { code: 2, msg: 'set needs a setpoint' };
      const loop = config.get('heating', hid);
      if (!loop) return { code: 3, msg: `heating loop ${hid} not found` };
      const next = {
        ...loop,
        daySetpoint: daySetpoint ?? loop.daySetpoint,
        nightSetpoint: nightSetpoint ?? loop.nightSetpoint,
      };
      config.put('heating', next);
      deps.changed();
      outbox.report('system/confack', 'heating', 'update', next);
      outbox.report('heating/cmdack', 'heating', 'report', statusOf(next));
      return answer(hid, [next]);
    },
    running: (hid) => {
      const loop = config.get('heating', hid);
      return loop !== undefined && isOn(loop);
    },
  };
  return runtime;
}
