/**
 * Actuators at run time: position kinds travel 0..100 % over their travelTime with periodic position
 * reports; on/off kinds switch (optionally for a duration). Manual commands take an actuator out of
 * automation until 'auto' releases it; interlocks, program locks, offline and jam faults refuse.
 */
import {
  isPositionKind,
  type AckCode,
  type Actuator,
  type ActuatorCommand,
  type ActuatorReport,
  type InterlockRefusal,
} from '../../../protocol/index.ts';
import type { Clock } from '../../clock.ts';
import type { Faults } from '../../faults.ts';
import type { ConfigStore } from '../config-store.ts';
import type { Journal } from '../journal.ts';
import type { Outbox } from '../outbox.ts';
import { createMotion, type Live } from './motion.ts';

export type CommandSource = 'manual' | 'auto' | 'program';
export type CommandResult = {
  code: AckCode;
  msg: string;
  report?: ActuatorReport;
  /** Code 4 because this interlocked partner runs (the ack's data names it). */
  interlockedWith?: InterlockRefusal['interlockedWith'];
};

export type ActuatorRuntime = {
  command(cmd: ActuatorCommand, source: CommandSource): CommandResult;
  report(aid: number): ActuatorReport | undefined;
  /**
   * The actuator's run-time record as it stands (state, mode, since), read-only and without building
   * a report: the physics reads every actuator at each step. Undefined when there is no such actuator.
   */
  peek(aid: number): ActuatorPeek | undefined;
  /** peek for a record of the actuator list in hand (the physics' and automation's every actuator). */
  peekOf(actuator: Actuator): ActuatorPeek;
  reports(): ActuatorReport[];
  /** 0..100: the position, or 0/100 for off/on. */
  level(aid: number): number;
  restore(saved: readonly ActuatorReport[]): void;
  /** Re-reads the fault list: jams the moving ones, releases the ones no longer jammed. */
  refreshFaults(): void;
  /** After a conf change: drops the run-time state of a deleted actuator or one whose kind changed. */
  reconfigure(aid: number): void;
  /** Stops every timer (reboot, shutdown); positions stay where they are. */
  halt(): void;
  /** Set by the irrigation runtime: why a manual command on `aid` is refused (code 4), if it is. */
  lockedBy: (aid: number) => string | undefined;
};

export type ActuatorPeek = Readonly<Pick<Live, 'aid' | 'positional' | 'state' | 'mode' | 'since' | 'target'>>;

export type ActuatorDeps = {
  sn: string;
  clock: Clock;
  now: () => number;
  config: ConfigStore;
  faults: Faults;
  outbox: Outbox;
  journal: Journal;
  /** Called when an actuator comes to rest (persistence). */
  settled: () => void;
  reportEveryMs?: number;
};

export function createActuatorRuntime(deps: ActuatorDeps): ActuatorRuntime {
  const { sn, config, faults, journal, now } = deps;
  const lives = new Map<number, Live>();
  const publish = (live: Live) =>
    deps.outbox.report('actuator/cmdack', 'actuator', 'report', motion.reportOf(live));
  const motion = createMotion({
    clock: deps.clock,
    now,
    publish,
    settled: deps.settled,
    every: deps.reportEveryMs ?? 1000,
  });
  const isJammed = (aid: number) => faults.find('actuatorJammed', { sn, id: aid }) !== undefined;
  motion.onTick = (live) => {
    if (!isJammed(live.aid)) return false;
    motion.jam(live);
    const a = config.get('actuator', live.aid);
    journal.raise('device', live.aid, 'critical', `${a?.name ?? live.aid} 卡死 (jammed)`);
    return true;
  };

  const liveOf = (a: Actuator): Live => {
    let live = lives.get(a.aid);
    if (!live) {
      const positional = isPositionKind(a.kind);
      live = {
        aid: a.aid,
        positional,
        state: positional ? 'closed' : 'off',
        pos: 0,
        mode: 'auto',
        since: now(),
      };
      lives.set(a.aid, live);
    }
    return live;
  };

  const refuse = (code: AckCode, msg: string, live?: Live): CommandResult => ({
    code,
    msg,
    report: live && motion.reportOf(live),
  });

  const runtime: ActuatorRuntime = {
    lockedBy: () => undefined,
    command(cmd, source) {
      const a = config.get('actuator', cmd.aid);
      if (!a) return refuse(3, `actuator ${cmd.aid} not found`);
      const live = liveOf(a);
      if (!a.enabled || faults.find('actuatorOffline', { sn, id: a.aid })) {
        return refuse(5, `${a.name} is offline`, live);
      }
      if (cmd.action === 'auto') {
        if (source !== 'manual') return refuse(2, 'only a manual command releases to automation');
        live.mode = 'auto';
        live.since = now();
        publish(live);
        return { code: 0, msg: 'ok', report: motion.reportOf(live) };
      }
      if (source === 'auto' && live.mode === 'manual')
        return refuse(4, `${a.name} is under manual control`, live);
      const lock = source === 'manual' ? runtime.lockedBy(a.aid) : undefined;
      if (lock) return refuse(4, lock, live);
      if (isJammed(a.aid)) {
        if (live.state !== 'jammed') motion.jam(live);
        journal.raise('device', a.aid, 'critical', `${a.name} 卡死 (jammed)`);
        return refuse(6, `${a.name} did not move (jammed)`, live);
      }
      const starts = live.positional
        ? cmd.action !== 'stop'
        : cmd.action === 'on' || cmd.action === 'open' || (cmd.action === 'set' && (cmd.value ?? 0) > 0);
      const busy = starts
        ? a.interlocks.map((id) => lives.get(id)).find((o) => o && motion.running(o))
        : undefined;
      if (busy) {
        const partner = { aid: busy.aid, name: config.get('actuator', busy.aid)?.name ?? `#${busy.aid}` };
        const refused = refuse(4, `${a.name} is interlocked with ${partner.name}, which is running`, live);
        return { ...refused, interlockedWith: partner };
      }
      if (source === 'manual') live.mode = 'manual';
      motion.apply(live, a, cmd);
      if (source === 'manual')
        journal.log(
          'manual',
          `${a.name}: ${cmd.action}${cmd.value !== undefined ? ` ${cmd.value}` : ''}`,
          a.aid,
        );
      return { code: 0, msg: 'ok', report: motion.reportOf(live) };
    },
    report(aid) {
      const a = config.get('actuator', aid);
      return a && motion.reportOf(liveOf(a));
    },
    peek(aid) {
      const a = config.get('actuator', aid);
      return a && liveOf(a);
    },
    peekOf: liveOf,
    reports: () => config.list('actuator').map((a) => motion.reportOf(liveOf(a))),
    level(aid) {
      const live = lives.get(aid);
      if (!live) return 0;
      return live.positional ? motion.position(live) : live.state === 'on' ? 100 : 0;
    },
    restore(saved) {
      for (const r of saved) {
        const a = config.get('actuator', r.aid);
        if (!a) continue;
        const live = liveOf(a);
        // A move in progress when the state was saved ends where it was: a controller restart stops motors.
        const state = r.state === 'opening' || r.state === 'closing' ? 'stopped' : r.state;
        Object.assign(live, { state, pos: r.pos ?? 0, mode: r.mode, since: r.since });
        if (state === 'on' && r.until !== undefined)
          motion.apply(live, a, {
            aid: a.aid,
            action: 'on',
            duration: Math.max(1, Math.round((r.until - now()) / 1000)),
          });
      }
    },
    refreshFaults() {
      for (const live of lives.values()) {
        const jammed = isJammed(live.aid);
        if (jammed && motion.running(live) && live.positional) {
          motion.jam(live);
          journal.raise('device', live.aid, 'critical', `actuator ${live.aid} jammed`);
        } else if (!jammed && live.state === 'jammed') {
          motion.release(live);
          journal.clear('device', live.aid);
        }
      }
    },
    reconfigure(aid) {
      const live = lives.get(aid);
      const a = config.get('actuator', aid);
      if (!live || (a && isPositionKind(a.kind) === live.positional)) return;
      motion.halt(live);
      lives.delete(aid);
    },
    halt() {
      for (const live of lives.values()) motion.halt(live);
    },
  };
  return runtime;
}

export type { Live };
