// The console's one client: the right calls, answers checked by protocol/sim-world.ts, the world's own refusal message.
import { describe, expect, it } from 'vitest';
import { createWorldApi, WorldApiError, type FetchPort } from './world-api';

type Seen = { url: string; method: string; body: unknown };

function fakeWorld(answer: (seen: Seen) => { status: number; body: unknown }) {
  const calls: Seen[] = [];
  const port: FetchPort = (url, init) => {
    const seen = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(seen);
    const { status, body } = answer(seen);
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  };
  return { api: createWorldApi(port), calls };
}

const clock = { now: 1_764_000_000_000, speed: 60, paused: false, stepped: false };
const running = {
  running: true,
  name: 'demo-day',
  playId: 'k3f9a2c1',
  startedAt: 1_764_000_000_000,
  at: 65_000,
  durationMs: 3_600_000,
  finished: false,
  timeline: [{ index: 0, at: 0, do: 'narrate', title: null, note: 'Morning', state: 'past' }],
  expectations: [{ id: 'vents', title: { zh: '开窗', en: 'Vents open' }, state: 'met', at: 60_000 }],
};

describe('world api', () => {
  it('reads the clock and posts clock actions to /sim/world/clock', async () => {
    const { api, calls } = fakeWorld(() => ({ status: 200, body: clock }));
    expect(await api.clock()).toEqual(clock);
    await api.setClock({ action: 'jump', ms: 3_600_000 });
    expect(calls).toEqual([
      { url: '/sim/world/clock', method: 'GET', body: undefined },
      { url: '/sim/world/clock', method: 'POST', body: { action: 'jump', ms: 3_600_000 } },
    ]);
  });

  it('parses a running scenario and the idle answer', async () => {
    let body: unknown = running;
    const { api } = fakeWorld(() => ({ status: 200, body }));
    const run = await api.scenario();
    expect(run.running && run.expectations[0]?.state).toBe('met');
    body = { running: false };
    expect(await api.scenario()).toEqual({ running: false });
  });

  it('accepts one-language and two-language texts in the library and the event catalogue', async () => {
    const library = [{ name: 'x', title: 'X', description: { zh: '甲', en: 'A' }, durationMs: 60_000 }];
    const { api } = fakeWorld((s) => ({
      status: 200,
      body: s.url.endsWith('/events')
        ? [{ kind: 'heatWave', title: { zh: '热浪', en: 'Heat wave' } }]
        : library,
    }));
    expect((await api.scenarios())[0]).toMatchObject({
      name: 'x',
      teaches: [],
      timeline: [],
      expectations: [],
    });
    expect((await api.events())[0]?.kind).toBe('heatWave');
  });

  it('fires an event with its kind (and params only when given)', async () => {
    const { api, calls } = fakeWorld(() => ({ status: 200, body: { ok: true, done: 'storm' } }));
    await api.fireEvent('storm');
    await api.fireEvent('sensorFail', { server: 0 });
    expect(calls.map((c) => c.body)).toEqual([
      { kind: 'storm' },
      { kind: 'sensorFail', params: { server: 0 } },
    ]);
  });

  it("throws the world's own { error } on a refusal, with the status", async () => {
    const { api } = fakeWorld(() => ({ status: 400, body: { error: 'unknown event: meteor' } }));
    const error = await api.fireEvent('meteor').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorldApiError);
    expect(error).toMatchObject({ message: 'unknown event: meteor', status: 400 });
  });

  it('names the call and the field when an answer has the wrong shape', async () => {
    const { api } = fakeWorld(() => ({ status: 200, body: { ...clock, paused: 'no' } }));
    await expect(api.clock()).rejects.toThrow(/GET clock: unexpected answer: paused:/);
  });

  it('reports a proxy error page by its text and a network failure by its message', async () => {
    const { api } = fakeWorld(() => ({ status: 502, body: 'Bad Gateway' }));
    await expect(api.scenario()).rejects.toThrow('Bad Gateway');
    const down = createWorldApi(() => Promise.reject(new Error('Failed to fetch')));
    await expect(down.clock()).rejects.toMatchObject({ message: 'GET clock: Failed to fetch', status: 0 });
  });

  it('posts a replay seek and reads the checked status', async () => {
    const paused = {
      active: true,
      trace: 't',
      base: 'farm/a',
      phase: 'paused',
      atMs: 5000,
      durationMs: 9000,
      messages: 3,
      restCalls: 0,
    };
    const { api, calls } = fakeWorld(() => ({ status: 200, body: paused }));
    await expect(api.driveReplay({ action: 'seek', atMs: 5000 })).resolves.toMatchObject({ atMs: 5000 });
    expect(calls).toEqual([
      { url: '/sim/world/replay', method: 'POST', body: { action: 'seek', atMs: 5000 } },
    ]);
  });

  it('says the world’s own refusal of a replay, an unexpected recording answer, or an unreachable world', async () => {
    const refused = fakeWorld(() => ({
      status: 400,
      body: { error: 'broken line 2: not JSON; nothing replayed' },
    }));
    await expect(refused.api.driveReplay({ action: 'start', trace: 'broken' })).rejects.toMatchObject({
      message: 'broken line 2: not JSON; nothing replayed',
      status: 400,
    });
    const odd = fakeWorld(() => ({ status: 200, body: { recording: 'yes' } }));
    await expect(odd.api.recording()).rejects.toThrow('unexpected answer');
    const down = createWorldApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.traces()).rejects.toMatchObject({ status: 0 });
  });

  it('links a trace download by its escaped name', () => {
    expect(createWorldApi(fetch).downloadUrl('a b')).toBe('/sim/world/traces/a%20b');
  });
});
