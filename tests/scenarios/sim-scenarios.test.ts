/** Scenario files: checked on load, run on their clock, and the recorded trace replays byte for byte. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clockOf, defineScenario, findInLibrary, loadLibrary, runScenario } from '../../scenarios/index.ts';
import { recordScenarioTrace, traceFile } from '../../scenarios/traces.ts';
import { createMemoryBus } from '../../simulator/controller/transport-memory.ts';
import { parseTrace, replayTrace, startRecorder } from '../../simulator/recorder/index.ts';
import { createClock } from '../../simulator/clock.ts';

describe('scenarios', () => {
  it('are all valid and named by their files', async () => {
    const files = fs
      .readdirSync(new URL('../../scenarios/', import.meta.url))
      .flatMap((f) => /^(.+)\.scenario\.ts$/.exec(f)?.[1] ?? []);
    expect(files.length).toBeGreaterThanOrEqual(16); // the 13 of docs/scenarios-library.md, demo-day, class-hot-afternoon, faulty-link
    const { scenarios, problems } = await loadLibrary();
    expect(problems).toEqual([]);
    expect(scenarios.map((s) => s.name).filter((n) => files.includes(n))).toEqual(files.sort());
    await expect(findInLibrary('nope')).rejects.toThrow(/faulty-link/);
    expect(() =>
      defineScenario({
        name: 'Bad Name',
        description: 'x',
        farm: { name: 'demo' },
        title: 'x',
        teaches: ['x'],
        timeline: [],
      }),
    ).toThrow(/kebab-case/);
    expect(() =>
      defineScenario({
        name: 'bad-step',
        description: 'x',
        farm: { name: 'demo' },
        title: 'x',
        teaches: ['x'],
        // @ts-expect-error -- 'meltdown' is no fault kind: the scenario check must refuse the step
        timeline: [{ at: 0, do: 'fault', command: { op: 'set', kind: 'meltdown' } }],
      }),
    ).toThrow(/bad-step/);
  });

  it('plays a timeline on the scenario clock: faults, requests and cloud steps', async () => {
    const def = defineScenario({
      name: 'tiny',
      description: 'a little of everything',
      farm: { name: 'seed:3', servers: 1, zones: 1 },
      title: 'x',
      teaches: ['x'],
      durationMs: 20_000,
      timeline: [
        {
          at: 1000,
          do: 'fault',
          command: { op: 'set', kind: 'sensorOffline', target: { id: 1 }, params: {} },
        },
        {
          at: 2000,
          do: 'request',
          server: 0,
          topic: 'actuator/cmd',
          confTyp: 'actuator',
          method: 'cmd',
          para: { aid: 1, action: 'open' },
        },
        {
          at: 3000,
          do: 'cloud',
          method: 'POST',
          path: '/sim/control/arrears',
          body: { mobile: '13800000002' },
        },
      ],
    });
    const bus = createMemoryBus();
    const app = bus.client('app');
    await app.connect();
    const cloudCalls: string[] = [];
    const run = await runScenario(def, {
      transport: (s) => bus.client(s.server.sn),
      requester: app,
      cloud: (step) => Promise.resolve(void cloudCalls.push(`${step.method} ${step.path}`)),
      log: () => undefined,
    });
    run.sim.clock.advance(20_000);
    await run.done;
    expect(run.sim.faults.list()).toMatchObject([{ kind: 'sensorOffline' }]);
    expect(run.sim.controllers[0]!.context.actuators.report(1)?.state).toBe('opening');
    expect(cloudCalls).toEqual(['POST /sim/control/arrears']);
    await run.stop();
  });

  it('records the same trace twice for a stepped scenario', async () => {
    const first = await recordScenarioTrace(await findInLibrary('faulty-link'));
    expect(await recordScenarioTrace(await findInLibrary('faulty-link'))).toBe(first);
    expect(parseTrace(first).ok).toBe(true);
  });

  it('replays the committed faulty-link trace byte for byte', async () => {
    const text = fs.readFileSync(traceFile('faulty-link'), 'utf8');
    const parsed = parseTrace(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems.slice(0, 3)));
    expect(parsed.entries.some((e) => e.malformed)).toBe(true);
    const clock = createClock({ mode: 'stepped' });
    const bus = createMemoryBus();
    const rec = bus.client('rec');
    await rec.connect();
    const bases = [...new Set(parsed.entries.map((e) => e.topic.split('/').slice(0, 2).join('/')))];
    const recorder = await startRecorder({ transport: rec, bases, clock });
    const player = bus.client('player');
    await player.connect();
    const done = replayTrace(parsed.entries, { transport: player, clock });
    clock.advance(parsed.entries.at(-1)!.t);
    await done;
    expect(recorder.text()).toBe(text);
    expect(clockOf(await findInLibrary('faulty-link')).mode).toBe('stepped');
  });
});
