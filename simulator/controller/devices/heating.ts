/** Heating loops at run time: started/stopped by heating/cmd, valve opening from the setpoint error. */
import type { AckCode, HeatingLoop, HeatingStatus } from '../../../protocol/index.ts';
import type { ConfigStore } from '../config-store.ts';
import type { Outbox } from '../outbox.ts';
import type { ActuatorRuntime } from './actuators.ts';

export type HeatingResult = { code: AckCode; msg: string; data?: HeatingStatus | HeatingStatus[] };

export type HeatingRuntime = {
  status(hid?: number): HeatingResult;
  start(hid?: number): HeatingResult;
  stop(hid?: number): HeatingResult;
  set(hid: number | undefined, daySetpoint?: number, nightSetpoint?: number): HeatingResult;
  running(hid: number): boolean;
};

export type HeatingDeps = {
  now: () => number;
  config: ConfigStore;
  actuators: ActuatorRuntime;
  outbox: Outbox;
  /** The zone's current air temperature, when a sensor reads it. */
  airTemp: (zid: number) => number | undefined;
  /** True by day (the setpoint in force is the day one). */
  isDay: () => boolean;
  changed: () => void;
};

export function createHeatingRuntime(deps: HeatingDeps): HeatingRuntime {
  const { config, actuators, outbox } = deps;
  const since = new Map<number, number>();
  const on = new Set(
    config
      .list('heating')
      .filter((h) => h.mode !== 'off')
      .map((h) => h.hid),
  );

  const statusOf = (loop: HeatingLoop): HeatingStatus => {
    const running = on.has(loop.hid);
    const setpoint = deps.isDay() ? loop.daySetpoint : loop.nightSetpoint;
    const error = setpoint - (deps.airTemp(loop.zid) ?? setpoint);
    const valve = running ? Math.max(0, Math.min(100, Math.round(30 + error * 20))) : 0;
    const supply = running ? 40 + valve * 0.35 : 20;
    const ret = running ? supply - 4 - valve * 0.06 : 20;
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      hid: loop.hid,
      running,
      supplyTemp: round(supply),
      returnTemp: round(ret),
      pipeTemp: round((supply + ret) / 2),
      valve,
      since: since.get(loop.hid) ?? 0,
    };
  };
  const loops = (hid?: number) => (hid === undefined ? config.list('heating') : [config.get('heating', hid)]);
  const answer = (hid: number | undefined, list: HeatingLoop[]): HeatingResult => ({
    code: 0,
    msg: 'ok',
    data: hid === undefined ? list.map(statusOf) : statusOf(list[0] as HeatingLoop),
  });
  const switchLoops = (hid: number | undefined, run: boolean): HeatingResult => {
    const list = loops(hid);
    if (list.some((l) => !l)) return { code: 3, msg: `heating loop ${hid} not found` };
    const found = list as HeatingLoop[];
    for (const loop of found) {
      if (on.has(loop.hid) === run) continue;
      const result = actuators.command({ aid: loop.aid, action: run ? 'on' : 'off' }, 'program');
      if (result.code !== 0) return { code: result.code, msg: `${loop.name}: ${result.msg}` };
      if (run) on.add(loop.hid);
      else on.delete(loop.hid);
      since.set(loop.hid, deps.now());
      outbox.report('heating/cmdack', 'heating', 'report', statusOf(loop));
    }
    return answer(hid, found);
  };

  return {
    status(hid) {
      const list = loops(hid);
      if (list.some((l) => !l)) return { code: 3, msg: `heating loop ${hid} not found` };
      return answer(hid, list as HeatingLoop[]);
    },
    start: (hid) => switchLoops(hid, true),
    stop: (hid) => switchLoops(hid, false),
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
    running: (hid) => on.has(hid),
  };
}
