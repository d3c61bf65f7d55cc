/**
 * The controller's fertigation centres at run time (`fertigation/cmd`): the first centre feeds every
 * program and its water side is the greenhouse's mixer; the others stand idle with their own tanks.
 * A dry stock tank or a clogged filter stops dosing (plain water keeps flowing) and opens an alarm
 * that clears when the cause goes; faults tankLow / filterClogged act here (a refill ends tankLow).
 */
import type { AckCode, FertCenter, FertCenterStatus } from '../../../protocol/index.ts';
import { catchUpGate } from '../../catch-up.ts';
import type { Clock } from '../../clock.ts';
import type { Faults } from '../../faults.ts';
import type { Greenhouse } from '../../../model/greenhouse/model.ts';
import { createMixerState, refillTanks, type MixerState } from '../../../model/greenhouse/mixer.ts';
import type { ConfigStore } from '../config-store.ts';
import type { Journal } from '../journal.ts';
import type { Outbox } from '../outbox.ts';
import { createFertAlarms } from './fert-alarms.ts';
import { centreFaultEdit, endTankFaults, faultTank, watchTankFaults } from './fert-faults.ts';
import { stateOf, statusOf, stopOf, type Program } from './fert-status.ts';

export type FertigationResult = { code: AckCode; msg: string; data?: FertCenterStatus | FertCenterStatus[] };

export type FertigationRuntime = {
  status(fid?: number): FertigationResult;
  /** Fills tank `tank` (every tank when absent) of centre `fid` (every centre when absent). */
  refill(fid?: number, tank?: string): FertigationResult;
  /** After each decision: faults, stop states, alarms, reports of what changed. */
  update(): void;
  /** Each sensor round: a report of the first centre while a program runs. */
  published(): void;
  /** What the first centre tells automation: the grower's program and whether dosing holds. */
  input(): { program: Program | null; hold: boolean };
  /** Full tanks and clean filters everywhere (the control API's reset). */
  reset(): void;
};

export type FertigationDeps = {
  sn: string;
  now: () => number;
  clock: Pick<Clock, 'now' | 'catchingUp'>;
  config: ConfigStore;
  faults: Faults;
  journal: Journal;
  outbox: Outbox;
  greenhouse: Greenhouse;
  /** The program running or paused (a grower's or automation's), and whether it is a grower's. */
  program: () => (Program & { grower: boolean }) | null;
  measured: (sid: number) => number | null;
  /** A running program's status goes out at most once per this much time (default 0: every round). */
  statusEveryMs?: number;
};

export function createFertigationRuntime(deps: FertigationDeps): FertigationRuntime {
  const { config, greenhouse, outbox } = deps;
  const p = greenhouse.params;
  const others = new Map<number, MixerState>();
  // The running program's status goes out with every sensor round (a load run's every few); a jump
  // thins it as it thins them.
  const statusDue = catchUpGate(deps.clock, deps.statusEveryMs);
  const alarms = createFertAlarms(deps.journal);
  const last = new Map<number, string>();
  const feedingFid = () => config.list('fertCenter')[0]?.fid;
  const read = (c: FertCenter): MixerState => {
    if (c.fid === feedingFid()) return greenhouse.mixer();
    let m = others.get(c.fid);
    if (!m) others.set(c.fid, (m = createMixerState(c.tanks, p)));
    return m;
  };
  const edit = (c: FertCenter, fn: (m: MixerState) => void) =>
    c.fid === feedingFid() ? greenhouse.editMixer(fn) : fn(read(c));
  const programOf = (c: FertCenter) => (c.fid === feedingFid() ? deps.program() : null);
  const statusNow = (c: FertCenter) =>
    statusOf({
      center: c,
      m: read(c),
      p,
      config,
      program: programOf(c),
      measured: deps.measured,
      feeding: c.fid === feedingFid(),
      ts: deps.now(),
    });
  const centres = (fid?: number) =>
    fid === undefined ? config.list('fertCenter') : config.list('fertCenter').filter((c) => c.fid === fid);
  const applyFaults = (c: FertCenter) => {
    const change = centreFaultEdit(read(c), c, deps.faults, deps.sn, p);
    if (change) edit(c, change);
  };
  const answer = (fid: number | undefined, list: readonly FertCenter[]): FertigationResult => {
    const all = list.map(statusNow);
    return { code: 0, msg: 'ok', data: fid === undefined ? all : all[0] };
  };
  const notFound = (fid: number): FertigationResult => ({
    code: 3,
    msg: `fertigation centre ${fid} not found`,
  });

  watchTankFaults(deps.faults, deps.sn, (fid, tank) => {
    for (const c of centres(fid))
      edit(c, (m) => {
        const held = faultTank(m, tank);
        if (held) held.volumeL = held.capacityL;
      });
  });

  const runtime: FertigationRuntime = {
    status(fid) {
      const list = centres(fid);
      if (fid !== undefined && list.length === 0) return notFound(fid);
      list.forEach(applyFaults);
      return answer(fid, list);
    },
    refill(fid, tank) {
      const list = centres(fid);
      if (fid !== undefined && list.length === 0) return notFound(fid);
      if (tank !== undefined && !list.some((c) => c.tanks.some((t) => t.name === tank)))
        return { code: 2, msg: `no stock tank named ${tank}${fid === undefined ? '' : ` in centre ${fid}`}` };
      for (const c of list) {
        endTankFaults(deps.faults, deps.sn, read(c), c, tank);
        edit(c, (m) => refillTanks(m, tank));
      }
      runtime.update();
      const result = answer(fid, list);
      outbox.report('fertigation/cmdack', 'fertigation', 'report', result.data);
      return result;
    },
    update() {
      for (const c of centres()) {
        applyFaults(c);
        const stop = stopOf(read(c));
        alarms.update(c, stop);
        const { key } = stateOf(programOf(c), stop);
        if (last.get(c.fid) !== key && last.has(c.fid))
          outbox.report('fertigation/cmdack', 'fertigation', 'report', statusNow(c));
        last.set(c.fid, key);
      }
    },
    published() {
      const first = centres()[0];
      const program = deps.program();
      if (first && program && !program.paused && statusDue())
        outbox.report('fertigation/cmdack', 'fertigation', 'report', statusNow(first));
    },
    input() {
      const program = deps.program();
      const first = centres()[0];
      return {
        program: program?.grower ? { pid: program.pid, paused: program.paused } : null,
        hold: first !== undefined && stopOf(read(first)).reason !== null,
      };
    },
    reset() {
      for (const c of centres()) edit(c, (m) => refillTanks(m));
      others.clear();
      runtime.update();
    },
  };
  return runtime;
}
