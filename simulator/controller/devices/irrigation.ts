/**
 * Rotation irrigation: a program opens its valves one at a time for secondsPerValve each, reporting
 * progress on rotationIrrigation/cmdack; pause closes the valve and keeps the remaining time.
 */
import type { AckCode, IrrigationStatus } from '../../../protocol/index.ts';
import type { Clock, TimerId } from '../../clock.ts';
import type { ConfigStore } from '../config-store.ts';
import type { Journal } from '../journal.ts';
import type { Outbox } from '../outbox.ts';
import type { ActuatorRuntime } from './actuators.ts';

export type IrrigationResult = { code: AckCode; msg: string; status: IrrigationStatus };

export type IrrigationRuntime = {
  start(pid: number): IrrigationResult;
  pause(): IrrigationResult;
  resume(): IrrigationResult;
  /** Stops every program that runs: the grower's and the automation's own (see stopAutomatic). */
  stop(): IrrigationResult;
  /** The grower's program when one runs, else the automation's run (an idle status when neither). */
  status(): IrrigationStatus;
  /**
   * The automation's own run after each decision: shown by status() while no grower's program runs,
   * and reported on rotationIrrigation/cmdack when it starts, moves to another valve or ends.
   */
  showAutomatic(status: IrrigationStatus): void;
  /** True while `pid` runs or is paused (its plan is locked against edits). */
  holds(pid: number): boolean;
  /** Valve actuator ids of the current program (locked against manual commands). */
  valveActuators(): number[];
  halt(): void;
  /**
   * Set by the controller's greenhouse: ends the automation's running program and its queue, and
   * decides at once so its valves close and showAutomatic hears the idle status before the answer.
   */
  stopAutomatic?: () => void;
};

export type IrrigationDeps = {
  clock: Clock;
  now: () => number;
  config: ConfigStore;
  actuators: ActuatorRuntime;
  outbox: Outbox;
  journal: Journal;
  progressEveryMs?: number;
};

type Run = {
  pid: number;
  vids: number[];
  index: number;
  remainingMs: number;
  valveStartedAt: number;
  startedAt: number;
};

export function createIrrigationRuntime(deps: IrrigationDeps): IrrigationRuntime {
  const { clock, config, actuators, journal } = deps;
  let run: Run | undefined;
  let paused = false;
  let valveTimer: TimerId | undefined;
  let progressTimer: TimerId | undefined;

  const aidOf = (vid: number | undefined) => (vid === undefined ? undefined : config.get('valve', vid)?.aid);
  const currentVid = () => (run ? run.vids[run.index] : undefined);
  const remainingMs = () =>
    !run ? 0 : paused ? run.remainingMs : Math.max(0, run.remainingMs - (clock.now() - run.valveStartedAt));
  let automatic: IrrigationStatus | null = null;
  const manualStatus = (): IrrigationStatus => ({
    state: !run ? 'idle' : paused ? 'paused' : 'running',
    pid: run?.pid ?? null,
    vid: currentVid() ?? null,
    valveIndex: run?.index ?? 0,
    valveCount: run?.vids.length ?? 0,
    remainingS: Math.round(remainingMs() / 1000),
    startedAt: run?.startedAt ?? null,
  });
  const status = (): IrrigationStatus =>
    !run && automatic && automatic.state !== 'idle' ? automatic : manualStatus();
  const report = () =>
    deps.outbox.report('rotationIrrigation/cmdack', 'rotationIrrigation', 'report', status());
  const valve = (on: boolean) => {
    const aid = aidOf(currentVid());
    if (aid !== undefined) actuators.command({ aid, action: on ? 'on' : 'off' }, 'program');
  };
  const clearTimers = () => {
    clock.clearTimeout(valveTimer);
    clock.clearInterval(progressTimer);
    valveTimer = progressTimer = undefined;
  };
  const ok = (msg = 'ok'): IrrigationResult => ({ code: 0, msg, status: status() });
  const refuse = (code: AckCode, msg: string): IrrigationResult => ({ code, msg, status: status() });

  const openCurrent = () => {
    if (!run) return;
    run.valveStartedAt = clock.now();
    valve(true);
    valveTimer = clock.setTimeout(nextValve, run.remainingMs);
    progressTimer = clock.setInterval(report, deps.progressEveryMs ?? 5000);
    report();
  };
  const nextValve = () => {
    if (!run) return;
    clearTimers();
    valve(false);
    const plan = config.get('irrigationPlan', run.pid);
    run.index++;
    if (run.index >= run.vids.length) {
      journal.log('irrigation', `${plan?.name ?? run.pid} 轮灌完成 (finished)`);
      run = undefined;
      report();
      return;
    }
    run.remainingMs = (plan?.secondsPerValve ?? 60) * 1000;
    openCurrent();
  };

  const runtime: IrrigationRuntime = {
    start(pid) {
      if (run) return refuse(4, `program ${run.pid} is ${paused ? 'paused' : 'running'}`);
      const plan = config.get('irrigationPlan', pid);
      if (!plan) return refuse(3, `irrigation plan ${pid} not found`);
      const vids = plan.valveIds.filter((vid) => config.get('valve', vid));
      if (vids.length === 0) return refuse(3, `plan ${pid} has no existing valves`);
      run = {
        pid,
        vids,
        index: 0,
        remainingMs: plan.secondsPerValve * 1000,
        valveStartedAt: clock.now(),
        startedAt: deps.now(),
      };
      paused = false;
      journal.log('irrigation', `${plan.name} 开始轮灌 (started)`);
      openCurrent();
      return ok();
    },
    pause() {
      if (!run || paused) return refuse(4, run ? 'already paused' : 'no program is running');
      run.remainingMs = remainingMs();
      clearTimers();
      valve(false);
      paused = true;
      report();
      return ok();
    },
    resume() {
      if (!run || !paused) return refuse(4, run ? 'not paused' : 'no program is running');
      paused = false;
      openCurrent();
      return ok();
    },
    stop() {
      const automaticPid = automatic && automatic.state !== 'idle' ? automatic.pid : null;
      if (!run && automaticPid === null) return ok('idle');
      if (run) {
        clearTimers();
        if (!paused) valve(false);
        journal.log('irrigation', `plan ${run.pid} stopped`);
        run = undefined;
        paused = false;
        report();
      }
      if (automaticPid !== null && runtime.stopAutomatic) {
        journal.log('irrigation', `plan ${automaticPid} stopped`);
        runtime.stopAutomatic();
      }
      return ok();
    },
    status,
    showAutomatic(next) {
      const before = automatic;
      automatic = next;
      const moved =
        before?.state !== next.state ||
        before.pid !== next.pid ||
        before.vid !== next.vid ||
        before.valveIndex !== next.valveIndex;
      if (!run && moved && (before !== null || next.state !== 'idle')) report();
    },
    holds: (pid) => run?.pid === pid,
    valveActuators: () =>
      run ? run.vids.map((vid) => aidOf(vid)).filter((a): a is number => a !== undefined) : [],
    halt() {
      if (run && !paused) {
        run.remainingMs = remainingMs();
        valve(false);
        paused = true;
      }
      clearTimers();
    },
  };
  return runtime;
}
