/**
 * Plays a checked scenario on a world: its steps on the world's clock (through the control target,
 * the cloud's control API and an app-side MQTT client), and its expectations judged as it goes.
 * `state()` is the live run as GET /sim/world/scenario shows it. A failed step is reported, never thrown.
 *
 * The outcome is a function of the world at the start: every step and every judgement that waits on
 * something (a socket, the cloud) holds the world clock until it completes (world-clock.ts hold), so
 * it lands at the simulated moment it was due at x1 as at x3600, live as in `--check`. Each play has
 * an id of its own: its requests' qryIds and its client's id carry it, so a replay is never taken
 * for a resend of an earlier play's request.
 */
import { randomBytes } from 'node:crypto';
import type { Farm } from '../fixtures/farms.ts';
import type { Clock, TimerId } from '../simulator/clock.ts';
import type { Taps } from '../simulator/taps.ts';
import { isWorldClock } from '../simulator/world-clock.ts';
import type { ControlTarget } from '../simulator/world-control.ts';
import { startAppWatch, type ActuatorMove, type AppWatch } from './app-watch.ts';
import { applyStep, stepFailure, type StepPorts } from './apply-step.ts';
import { judge, type Verdict } from './judge.ts';
import { restSession } from './rest-session.ts';
import type { CheckedScenario, ScenarioStep } from './scenario.ts';
import { stepTitle } from './step-titles.ts';

export type PlayerWorld = {
  clock: Clock;
  farm: Farm;
  target: ControlTarget;
  cloudUrl: string;
  brokerUrl: string;
  /** The local token of /sim/control (simulator/control-guard.ts). */
  controlToken: string;
  /** What the controllers send and receive, as it happens (simulator/taps.ts). */
  observe: Taps['observe'];
  /** Whether controller `sn` is on the network now. */
  online: (sn: string) => boolean;
  log?: (line: string) => void;
};

type Title = { zh: string; en: string };
export type StepState = {
  index: number;
  at: number;
  do: ScenarioStep['do'];
  title: Title;
  note: Title | null;
  state: 'past' | 'coming' | 'failed';
  error?: string;
};
export type ExpectationState = {
  id: string;
  title: Title;
  state: 'pending' | 'met' | 'missed';
  at?: number;
  detail?: Title;
};
export type RunState = {
  running: true;
  name: string;
  /** This play's own id (its requests' qryIds and its client id carry it). */
  playId: string;
  startedAt: number;
  at: number;
  durationMs: number;
  finished: boolean;
  timeline: StepState[];
  expectations: ExpectationState[];
};

export type Play = {
  state: () => RunState;
  /** Every actuator report of the play, ms since its start (a replay compares them). */
  moves: () => readonly ActuatorMove[];
  /** Times the play's client had to connect again (a healthy play: 0). */
  reconnects: () => number;
  /** Resolves once every step and judgement already begun has ended (a stepped driver waits on it). */
  settle: () => Promise<void>;
  /** Resolves with the final state when the scenario's duration has passed and every expectation is judged. */
  done: Promise<RunState>;
  stop: () => Promise<void>;
};

/** How often expectations are judged, in simulated time. */
export const judgeEveryMs = 5000;

/** A play's id: short (client ids are at most 23 characters), new on every play. */
export const newPlayId = () => randomBytes(4).toString('hex');

export async function startPlay(def: CheckedScenario, world: PlayerWorld): Promise<Play> {
  const { clock, target } = world;
  const log = world.log ?? (() => undefined);
  const playId = newPlayId();
  // Nothing moves while the play connects and asks what is open already.
  const hold = isWorldClock(clock) ? () => clock.hold() : () => () => undefined;
  const starting = hold();
  const rest = restSession(world.cloudUrl, world.controlToken);
  let watch: AppWatch;
  try {
    watch = await startAppWatch({
      brokerUrl: world.brokerUrl,
      farm: world.farm,
      rest,
      now: () => clock.now(),
      observe: world.observe,
      online: world.online,
      playId,
    });
  } catch (error) {
    starting();
    throw error;
  }
  const startedAt = clock.now();
  const since = () => clock.now() - startedAt;
  const timeline: StepState[] = def.timeline.map((s, index) => ({
    index,
    at: s.at,
    do: s.do,
    title: stepTitle(s),
    note: s.note ?? null,
    state: 'coming',
  }));
  // A trainee's expectations are judged on each trainee's base by the class board, not here.
  const worldExpect = def.expect.filter((e) => e.check.kind !== 'trainee');
  const expectations: ExpectationState[] = worldExpect.map((e) => ({
    id: e.id,
    title: e.title,
    state: 'pending',
  }));
  const qryIdOf = (step: ScenarioStep, index: number) => `scn-${playId}-${step.id ?? index}`;
  const qryIds = new Map(def.timeline.flatMap((s, i) => (s.id ? [[s.id, qryIdOf(s, i)] as const] : [])));
  const inflight = new Set<Promise<unknown>>();
  /** Holds the clock until `p` settles: what it does happens at the moment it began. */
  const track = (p: Promise<unknown>) => {
    const release = hold();
    inflight.add(p);
    void p.finally(() => {
      inflight.delete(p);
      release();
    });
  };
  const ports: StepPorts = {
    farm: world.farm,
    target,
    cloud: rest.control,
    request: watch.request,
  };
  // What is open already: every base's alarm list (answered as confack list, seen by the watch).
  try {
    for (const [server] of world.farm.servers.entries())
      await watch
        .request(server, 'system/conf', {
          confTyp: 'alarm',
          method: 'list',
          para: {},
          qryId: `scn-${playId}-alarms-${server}`,
        })
        .catch((error: unknown) => log(`[scenario] ${def.name}: ${String(error)}`));
  } finally {
    starting();
  }

  const judgeAll = (final: boolean) => {
    const at = Math.min(since(), def.durationMs);
    worldExpect.forEach((e, i) => {
      const live = expectations[i]!;
      const [from, to] = e.within ?? [0, def.durationMs];
      if (live.state !== 'pending' || at < from) return;
      const settleAfter = (v: Verdict) => {
        if (live.state !== 'pending') return;
        if (e.mode === 'eventually' && v.ok) Object.assign(live, { state: 'met', at, detail: v.detail });
        else if (e.mode === 'always' && !v.ok) Object.assign(live, { state: 'missed', at, detail: v.detail });
        else if (at >= to || final)
          Object.assign(live, { state: e.mode === 'always' ? 'met' : 'missed', at, detail: v.detail });
        else live.detail = v.detail;
      };
      const failed = (error: unknown) => {
        const message = String(error instanceof Error ? error.message : error);
        settleAfter({ ok: false, detail: { zh: message, en: message } });
      };
      try {
        const verdict = judge(e.check, {
          watch,
          rest,
          now: () => clock.now(),
          qryIdOf: (id) => qryIds.get(id),
        });
        if (verdict instanceof Promise) track(verdict.then(settleAfter, failed));
        else settleAfter(verdict);
      } catch (error) {
        failed(error);
      }
    });
  };

  // Judged before the steps of the same moment (the earlier timer runs first): a judgement at T sees
  // what held up to T, and a step at T shows from the next one.
  const timers: TimerId[] = [clock.setInterval(() => judgeAll(false), judgeEveryMs)];
  def.timeline.forEach((step, index) => {
    timers.push(
      clock.setTimeout(() => {
        const live = timeline[index]!;
        const run = applyStep(step, ports, qryIdOf(step, index)).then(
          (done) => {
            live.state = 'past';
            log(`[scenario] ${def.name}: ${done}`);
          },
          (error: unknown) => {
            Object.assign(live, {
              state: 'failed',
              error: error instanceof Error ? error.message : String(error),
            });
            log(`[scenario] ${stepFailure(def.name, index, step, error)}`);
          },
        );
        track(run);
      }, step.at),
    );
  });
  let finished = false;
  let ended = false;
  let finish!: (state: RunState) => void;
  const done = new Promise<RunState>((resolve) => (finish = resolve));
  const settle = async () => {
    while (inflight.size) await Promise.allSettled([...inflight]);
  };
  const state = (): RunState => ({
    running: true,
    name: def.name,
    playId,
    startedAt,
    at: Math.min(since(), def.durationMs),
    durationMs: def.durationMs,
    finished,
    timeline: timeline.map((s) => ({ ...s })),
    expectations: expectations.map((e) => ({ ...e })),
  });
  const stopTimers = () => timers.forEach((t) => clock.clearTimeout(t));
  timers.push(
    clock.setTimeout(() => {
      stopTimers();
      // Not tracked: settle() waits for what this waits for.
      void settle().then(async () => {
        judgeAll(true);
        await settle();
        finished = true;
        finish(state());
      });
    }, def.durationMs),
  );
  return {
    state,
    // What the world did after the end (a live clock runs on until the play is stopped) is not the play's.
    moves: () => watch.moves().filter((m) => m.ms <= def.durationMs),
    reconnects: () => watch.reconnects,
    settle,
    done,
    async stop() {
      if (ended) return;
      ended = true;
      stopTimers();
      await settle();
      await watch.end();
    },
  };
}
