/**
 * Plays a checked scenario on a world: its steps on the world's clock (through the control target,
 * the cloud's control API and an app-side MQTT client), and its expectations judged as it goes.
 * `state()` is the live run as GET /sim/world/scenario shows it. A failed step is reported, never thrown.
 */
import type { Farm } from '../fixtures/farms.ts';
import type { Clock, TimerId } from '../simulator/clock.ts';
import type { ControlTarget } from '../simulator/world-control.ts';
import { startAppWatch, type AppWatch } from './app-watch.ts';
import { applyEvent } from './events.ts';
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
  startedAt: number;
  at: number;
  durationMs: number;
  finished: boolean;
  timeline: StepState[];
  expectations: ExpectationState[];
};

export type Play = {
  state(): RunState;
  /** Resolves once every step and judgement already begun has ended (a stepped driver waits on it). */
  settle(): Promise<void>;
  /** Resolves with the final state when the scenario's duration has passed and every expectation is judged. */
  done: Promise<RunState>;
  stop(): Promise<void>;
};

/** How often expectations are judged, in simulated time. */
export const judgeEveryMs = 5000;

export async function startPlay(def: CheckedScenario, world: PlayerWorld): Promise<Play> {
  const { clock, target } = world;
  const log = world.log ?? (() => undefined);
  const rest = restSession(world.cloudUrl, world.controlToken);
  const watch: AppWatch = await startAppWatch({
    brokerUrl: world.brokerUrl,
    farm: world.farm,
    rest,
    now: clock.now,
  });
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
  const expectations: ExpectationState[] = def.expect.map((e) => ({
    id: e.id,
    title: e.title,
    state: 'pending',
  }));
  const qryIds = new Map<string, string>();
  const inflight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  };
  const snOf = (index: number) => {
    const sn = world.farm.servers[index]?.server.sn;
    if (!sn) throw new Error(`no server ${index}`);
    return sn;
  };

  const apply = async (step: ScenarioStep, index: number): Promise<void> => {
    if (step.do === 'narrate') return log(`[scenario] ${def.name}: ${step.note.en}`);
    if (step.do === 'event') {
      const cloud = (call: Parameters<typeof rest.control>[0]) => rest.control(call);
      return log(
        `[scenario] ${await applyEvent(step.event, step.params as never, { farm: world.farm, target, cloud })}`,
      );
    }
    if (step.do === 'weather') {
      if (!target.weather) throw new Error('this world has no weather overrides');
      const sn = step.server === undefined ? undefined : snOf(step.server);
      const result = await target.weather({
        op: 'set',
        ...step.set,
        sn,
        forMs: step.forMs,
        blendMs: step.blendMs,
      });
      if (!result.ok) throw new Error(result.reason);
      return;
    }
    if (step.do === 'fault') {
      const result = await target.faults(step.command);
      if (!result.ok) throw new Error(result.reason);
      return;
    }
    if (step.do === 'reboot') {
      if (!(await target.reboot(snOf(step.server)))) throw new Error(`no controller ${step.server}`);
      return;
    }
    if (step.do === 'cloud') return rest.control(step);
    const qryId = `scn-${step.id ?? index}`;
    if (step.id) qryIds.set(step.id, qryId);
    await watch.request(step.server, step.topic, {
      confTyp: step.confTyp,
      method: step.method,
      para: step.para,
      qryId,
    });
  };

  const judgeAll = (final: boolean) => {
    const at = Math.min(since(), def.durationMs);
    def.expect.forEach((e, i) => {
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
      const judged = judge(e.check, { watch, rest, now: clock.now, qryIdOf: (id) => qryIds.get(id) }).then(
        settleAfter,
        (error: unknown) => {
          const message = String(error instanceof Error ? error.message : error);
          settleAfter({ ok: false, detail: { zh: message, en: message } });
        },
      );
      track(judged);
    });
  };

  const timers: TimerId[] = [];
  def.timeline.forEach((step, index) => {
    timers.push(
      clock.setTimeout(() => {
        const live = timeline[index]!;
        const run = apply(step, index).then(
          () => void (live.state = 'past'),
          (error: unknown) => {
            Object.assign(live, {
              state: 'failed',
              error: error instanceof Error ? error.message : String(error),
            });
            log(`[scenario] ${def.name}: step ${index} failed: ${live.error}`);
          },
        );
        track(run);
      }, step.at),
    );
  });
  timers.push(clock.setInterval(() => judgeAll(false), judgeEveryMs));
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
      void settle()
        .then(() => new Promise((resolve) => setTimeout(resolve, 5))) // the last acks on their way
        .then(async () => {
          judgeAll(true);
          await settle();
          finished = true;
          finish(state());
        });
    }, def.durationMs),
  );
  return {
    state,
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
