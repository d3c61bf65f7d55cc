/**
 * The class of trainees on a running world: creating it registers each trainee's account in the
 * simulated cloud, binds their base to it and adds the base's controller to the running simulator
 * on the world clock; ending it takes all of that away. Bases warm `classWarmDays` of history (not
 * the farm's 30 days): 30 bases warm in about 2 s, during which the world waits.
 */
import type { Farm, ServerFixture } from '../../fixtures/farms.ts';
import type { ActiveClass, ClassState } from '../../protocol/sim-class.ts';
import type { CheckedScenario } from '../../scenarios/scenario.ts';
import type { CloudStore } from '../cloud/store.ts';
import type { Simulator } from '../simulator.ts';
import { classTrainees, type Trainee } from './class-bases.ts';
import { judgeExercise, type TraineeExpectation } from './exercise.ts';
import { createActionLog, type ActionLog } from './trainee-actions.ts';

/** Six hours: the history charts show the morning; 30 days for 30 bases would hold the world ~4 min. */
export const classWarmDays = 0.25;

export type ClassWorld = {
  farm: Farm;
  now(): number;
  /** The running simulator and cloud (undefined while one is stopped). */
  sim(): Simulator | undefined;
  cloud(): CloudStore | undefined;
  log(line: string): void;
};

type Outcome = { status: number; body: unknown };
type Exercise = {
  scenario: string;
  startedAt: number;
  expectations: (TraineeExpectation & { title: { zh: string; en: string } })[];
};

export function createClassroom(world: ClassWorld) {
  let current: { createdAt: number; trainees: Trainee[]; logs: Map<string, ActionLog> } | undefined;
  let unobserve: (() => void) | undefined;
  let exercise: Exercise | undefined;
  let busy = false;
  /** The bases the broker lets in: the class's, and those of a class being created. */
  let joining: readonly Trainee[] = [];

  const register = (cloud: CloudStore, trainees: readonly Trainee[]) => {
    for (const t of trainees) {
      cloud.register(t.mobile, t.password);
      cloud.bind(t.mobile, t.fixture.server);
    }
  };
  const unregister = (cloud: CloudStore | undefined, trainees: readonly Trainee[]) =>
    trainees.forEach((t) => cloud?.deleteAccount(t.mobile));
  const attach = (sim: Simulator) => {
    unobserve?.();
    const logs = current?.logs;
    if (!logs) return;
    unobserve = sim.observe({
      received: (sn, topic, payload) => logs.get(sn)?.received(topic, payload),
      published: (sn, topic, payload) => logs.get(sn)?.published(topic, payload, world.now()),
    });
  };

  /** Checks all first (no class yet, the world up, the phones free); undoes the accounts if a base fails. */
  const create = async (count: number): Promise<Outcome> => {
    if (current) return { status: 409, body: { error: 'a class is running: end it first' } };
    const sim = world.sim();
    const cloud = world.cloud();
    if (!sim || !cloud) return { status: 503, body: { error: 'the simulator or the cloud is stopped' } };
    const createdAt = world.now();
    const trainees = classTrainees(world.farm, count, createdAt);
    const taken = trainees.filter((t) => cloud.account(t.mobile)).map((t) => t.mobile);
    if (taken.length)
      return { status: 409, body: { error: `phone numbers already taken: ${taken.join(', ')}` } };
    register(cloud, trainees);
    joining = trainees;
    try {
      await sim.add(
        trainees.map((t) => t.fixture),
        classWarmDays,
      );
    } catch (error) {
      unregister(cloud, trainees);
      await sim.remove(trainees.map((t) => t.fixture.server.sn));
      return {
        status: 500,
        body: { error: `the bases did not start: ${error instanceof Error ? error.message : String(error)}` },
      };
    } finally {
      joining = [];
    }
    current = {
      createdAt,
      trainees,
      logs: new Map(trainees.map((t) => [t.fixture.server.sn, createActionLog()])),
    };
    attach(sim);
    world.log(`[class] ${count} trainee(s) with a base each`);
    return { status: 200, body: state() };
  };

  const end = async (): Promise<Outcome> => {
    const ending = current;
    if (!ending) return { status: 200, body: { active: false } };
    current = undefined;
    exercise = undefined;
    unobserve?.();
    unobserve = undefined;
    unregister(world.cloud(), ending.trainees);
    await world.sim()?.remove(ending.trainees.map((t) => t.fixture.server.sn));
    world.log(`[class] ended: ${ending.trainees.length} account(s) and base(s) removed`);
    return { status: 200, body: { active: false } };
  };

  const state = (): ClassState => {
    if (!current) return { active: false };
    const sim = world.sim();
    const now = world.now();
    const trainees: ActiveClass['trainees'] = current.trainees.map((t) => {
      const sn = t.fixture.server.sn;
      const controller = sim?.controllers.find((c) => c.sn === sn);
      const log = current!.logs.get(sn);
      const last = log?.last();
      return {
        index: t.index,
        mobile: t.mobile,
        password: t.password,
        sn,
        base: t.fixture.server.mqttBaseTopic,
        baseName: t.fixture.server.name,
        online: controller?.online ?? false,
        openAlarms: controller?.context.journal.openCount() ?? 0,
        last: last ? { at: last.at, kind: last.kind, text: last.text } : null,
        exercise: exercise
          ? judgeExercise(exercise.expectations, log?.done() ?? [], exercise.startedAt, now)
          : [],
      };
    });
    return {
      active: true,
      createdAt: current.createdAt,
      now,
      trainees,
      exercise: exercise
        ? {
            scenario: exercise.scenario,
            startedAt: exercise.startedAt,
            expectations: exercise.expectations.map((e) => ({ id: e.id, title: e.title })),
          }
        : null,
    };
  };

  return {
    state,
    async drive(command: { action: 'create'; trainees: number } | { action: 'end' }): Promise<Outcome> {
      if (busy) return { status: 409, body: { error: 'the class is changing; try again when it has' } };
      busy = true;
      try {
        return command.action === 'create' ? await create(command.trainees) : await end();
      } finally {
        busy = false;
      }
    },
    /** A class base by sn (the broker lets it log in as a farm's controller). */
    server(sn: string): ServerFixture | undefined {
      return [...(current?.trainees ?? []), ...joining].find((t) => t.fixture.server.sn === sn)?.fixture;
    },
    /** After the simulator (re)started, at a planting or a supervisor's restart: the bases again. */
    async simulatorStarted(sim: Simulator) {
      if (!current) return;
      await sim.add(
        current.trainees.map((t) => t.fixture),
        classWarmDays,
      );
      attach(sim);
    },
    /** After the cloud went back to its seed: the trainees' accounts again. */
    cloudReset(cloud: CloudStore) {
      if (current) register(cloud, current.trainees);
    },
    /** A scenario started: its trainee expectations become every trainee's exercise from `startedAt`. */
    scenarioStarted(def: CheckedScenario, startedAt: number) {
      const expectations = def.expect.flatMap((e) =>
        e.check.kind === 'trainee'
          ? [
              {
                id: e.id,
                title: e.title,
                from: e.within?.[0] ?? 0,
                to: e.within?.[1] ?? def.durationMs,
                does: e.check.does,
              },
            ]
          : [],
      );
      exercise = expectations.length ? { scenario: def.name, startedAt, expectations } : undefined;
    },
    /** Ends the class with the world. */
    close: () => end().then(() => undefined),
  };
}
export type Classroom = ReturnType<typeof createClassroom>;
