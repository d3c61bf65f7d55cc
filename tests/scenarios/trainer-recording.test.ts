/**
 * Record and replay over real HTTP and MQTT: the console records a base (its messages and the cloud's
 * REST calls), lists and downloads the trace, replays it into the world with seek, and an app-side
 * client sees the recorded messages in order while the live controller's own reports are held.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appClientIdPrefix, appSubscriptions, decode, parseTopic } from '../../protocol/index.ts';
import { demoFarm, demoMobile, demoPassword } from '../../fixtures/index.ts';
import { startWorld, type World } from '../../scripts/world.ts';
import { createClock, type Clock } from '../../simulator/clock.ts';
import { isRequest, parseTrace, stateAt, type TraceEntry } from '../../simulator/recorder/index.ts';

const farm = { ...demoFarm, servers: demoFarm.servers.slice(0, 1) };
const { mqttBaseTopic: base, sn } = farm.servers[0]!.server;
let world: World;
let clock: Clock;
let stateDir: string;
let app: MqttClient;
const seen: { topic: string; payload: string; raw: string }[] = [];
/** A payload with its epoch times blanked: a replay moves them to the world's now (retime.ts). */
const untimed = (json: string) => json.replace(/":1\d{12}\b/g, '":T');
let traceName = '';
let entries: TraceEntry[] = [];

// The answers are checked by the assertions: each call that reads a field names the shape it reads.
const ctl = async <T = unknown>(method: string, route: string, body?: unknown) => {
  const response = await fetch(`${world.simControlUrl}/sim/world${route}`, {
    method,
    headers: { 'x-gh-sim-token': world.controlToken, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: (response.headers.get('content-type')?.startsWith('application/json')
      ? JSON.parse(text)
      : undefined) as T,
  };
};
/** Steps the world clock a second at a time, letting MQTT traffic flow between steps. */
const advance = async (ms: number) => {
  for (let left = ms; left > 0; left -= 1000) {
    await ctl('POST', '/clock/advance', { ms: Math.min(1000, left) });
    await new Promise((resolve) => setImmediate(resolve));
  }
};
const heldLive = async () =>
  (await ctl<{ faults: { kind: string; target: { sn?: string } }[] }>('GET', '/faults')).json.faults.some(
    (f) => f.kind === 'publishHold' && f.target.sn === sn,
  );
const text = new TextDecoder();
const seenByApp = (e: TraceEntry) => {
  const parsed = parseTopic(e.topic);
  return parsed.ok && (appSubscriptions as readonly string[]).includes(parsed.name) && !isRequest(e);
};

beforeAll(async () => {
  process.env.GH_SIM_TOKEN = 'trainer-recording-token';
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-rec-'));
  clock = createClock({ mode: 'stepped' });
  world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    farm,
    clock,
    warmDays: 0,
    stateDir,
    log: () => undefined,
  });
  const login = await fetch(`${world.cloud.url}/api/v2/auth_related/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: demoMobile, password: demoPassword, uuid: 'u', agent: 'a' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  app = await mqtt.connectAsync(world.broker.wsUrl, {
    clientId: `${appClientIdPrefix(demoMobile)}rec1`,
    username: demoMobile,
    password: data.token,
    reconnectPeriod: 0,
  });
  app.on('message', (topic, payload) =>
    seen.push({ topic, payload: untimed(payload.toString('utf8')), raw: payload.toString('utf8') }),
  );
  await app.subscribeAsync(
    appSubscriptions.map((name) => `${base}/${name}`),
    { qos: 1 },
  );
});
afterAll(async () => {
  await app?.endAsync();
  await world?.stop();
  fs.rmSync(stateDir, { recursive: true, force: true });
  delete process.env.GH_SIM_TOKEN;
});

describe('record and replay from the console', () => {
  it('records the base while something happens, with REST calls redacted', async () => {
    const started = await ctl('POST', '/recording', { action: 'start' });
    expect(started.json).toMatchObject({ recording: true, base, sn, messages: 0 });
    expect((await ctl('POST', '/recording', { action: 'start' })).status).toBe(409);
    await fetch(`${world.cloud.url}/api/v2/auth_related/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: demoMobile, password: demoPassword, uuid: 'u', agent: 'a' }),
    });
    await advance(10_000);
    await app.publishAsync(
      `${base}/actuator/cmd`,
      JSON.stringify({
        confTyp: 'actuator',
        method: 'cmd',
        qryId: 'r-1',
        para: { aid: 1, action: 'set', value: 40 },
      }),
      { qos: 1 },
    );
    expect(
      (
        await ctl('POST', '/faults', {
          op: 'set',
          kind: 'sensorStuck',
          target: { sn },
          params: { value: 42 },
        })
      ).status,
    ).toBe(200);
    await advance(10_000);
    await ctl('DELETE', '/faults');
    await advance(10_000);
    await expect
      .poll(async () => (await ctl<{ messages: number }>('GET', '/recording')).json.messages)
      .toBeGreaterThan(10);
    const stopped = await ctl<{ last: { name: string } }>('POST', '/recording', { action: 'stop' });
    expect(stopped.json).toMatchObject({ recording: false, last: { source: 'recorded', restCalls: 1 } });
    traceName = stopped.json.last.name;
    expect(traceName).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-farm-ghb22daf-001$/);

    const list = (await ctl('GET', '/traces')).json as { name: string; source: string }[];
    expect(list).toContainEqual(expect.objectContaining({ name: traceName, source: 'recorded' }));
    expect(list).toContainEqual(expect.objectContaining({ name: 'faulty-link', source: 'library' }));
    const download = await ctl('GET', `/traces/${traceName}`);
    expect(download.text).not.toContain(demoPassword);
    const parsed = parseTrace(download.text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.rest).toEqual([
      expect.objectContaining({
        rest: expect.objectContaining({
          method: 'POST',
          status: 200,

          request: expect.objectContaining({ password: '[redacted]' }),
        }),
      }),
    ]);
    expect(parsed.entries.some((e) => e.topic.endsWith('/actuator/cmdack'))).toBe(true);
    entries = parsed.entries;
  });

  it('replays the trace into the app in order while the live controller is held', async () => {
    seen.length = 0;
    const replayStart = clock.now();
    const started = await ctl('POST', '/replay', { action: 'start', trace: traceName });
    expect(started.json).toMatchObject({ active: true, base, phase: 'playing', atMs: 0 });
    expect(await heldLive()).toBe(true);
    const expected = entries.filter(seenByApp).map((e) => untimed(text.decode(e.bytes)));
    await advance(entries.at(-1)!.t + 1000);
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(expected.length);
    const firstDiff = seen.findIndex((m, i) => m.payload !== expected[i]);
    expect(
      firstDiff === -1
        ? ''
        : `${firstDiff}: ${seen[firstDiff]?.payload.slice(0, 300)} vs ${expected[firstDiff]?.slice(0, 300)}`,
    ).toBe('');
    // Retimed: the incident happens now on the world clock, not when it was recorded (30 s and more
    // ago); within the clock's 1 s steps, since a publish may wait for the one before it.
    const readings = entries.filter((e) => e.topic.endsWith('/sensor/data'));
    const tsOf = (json: string) => (JSON.parse(json) as { ts: number }).ts;
    const recordedAt = tsOf(text.decode(readings[0]!.bytes)) - readings[0]!.t;
    const last = readings.at(-1)!;
    expect(replayStart - recordedAt).toBeGreaterThan(30_000);
    const replayedTs = tsOf(seen.filter((m) => m.topic.endsWith('/sensor/data')).at(-1)!.raw);
    expect(
      Math.abs(replayedTs - (replayStart + tsOf(text.decode(last.bytes)) - recordedAt)),
    ).toBeLessThanOrEqual(1000);
    expect((await ctl('GET', '/replay')).json).toMatchObject({ phase: 'finished' });
    expect(await heldLive()).toBe(false);
  });

  it('seeks: the app gets the state at that moment, then the replay goes on from there', async () => {
    const stuck = entries.find(
      (e) => e.topic.endsWith('/sensor/data') && text.decode(e.bytes).includes('"v":42'),
    );
    expect(stuck).toBeDefined();
    await ctl('POST', '/replay', { action: 'start', trace: traceName });
    await ctl('POST', '/replay', { action: 'pause' });
    seen.length = 0;
    const sought = await ctl('POST', '/replay', { action: 'seek', atMs: stuck!.t });
    expect(sought.json).toMatchObject({ phase: 'paused', atMs: stuck!.t });
    const state = stateAt(entries, stuck!.t).filter(seenByApp);
    await expect.poll(() => seen.length).toBe(state.length);
    expect(seen.map((m) => m.payload)).toEqual(state.map((e) => untimed(text.decode(e.bytes))));
    const lastReadings = seen.filter((m) => m.topic.endsWith('/sensor/data')).at(-1)!.raw;
    const readings = decode(new TextEncoder().encode(lastReadings));
    expect(readings.ok && JSON.stringify(readings.value)).toContain('"v":42');
    seen.length = 0;
    await ctl('POST', '/replay', { action: 'resume' });
    await advance(3000);
    const next = entries.filter((e) => e.t > stuck!.t && e.t <= stuck!.t + 3000).filter(seenByApp);
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(next.length);
    expect(seen.slice(0, next.length).map((m) => m.payload)).toEqual(
      next.map((e) => untimed(text.decode(e.bytes))),
    );
    expect((await ctl('POST', '/replay', { action: 'stop' })).json).toEqual({
      active: false,
      ended: { trace: traceName, why: 'stopped' },
    });
    expect(await heldLive()).toBe(false);
  });

  it('ends the replay when a world reset gives the base back to its live controller', async () => {
    await ctl('POST', '/replay', { action: 'start', trace: traceName });
    expect(await heldLive()).toBe(true);
    expect((await ctl('POST', '/reset', {})).status).toBe(200);
    expect((await ctl('GET', '/replay')).json).toEqual({
      active: false,
      ended: { trace: traceName, why: 'released' },
    });
    expect(await heldLive()).toBe(false);
  });

  it('replays a library trace of another farm into this base: topics, sn and times follow it', async () => {
    seen.length = 0;
    const started = await ctl('POST', '/replay', { action: 'start', trace: 'faulty-link' });
    expect(started.json).toMatchObject({ active: true, trace: 'faulty-link', base, sn });
    await advance(10_000);
    await expect.poll(() => seen.filter((m) => m.topic === `${base}/sensor/data`).length).toBeGreaterThan(0);
    const reading = JSON.parse(seen.find((m) => m.topic === `${base}/sensor/data`)!.raw) as {
      sn: string;
      ts: number;
    };
    expect(reading.sn).toBe(sn);
    expect(Math.abs(reading.ts - clock.now())).toBeLessThan(15_000);
    await ctl('POST', '/replay', { action: 'stop' });
    expect(await heldLive()).toBe(false);
  });

  it('refuses a trace that does not parse, naming the line, and replays nothing', async () => {
    const good = fs
      .readFileSync(path.join(stateDir, 'traces', `${traceName}.trace.jsonl`), 'utf8')
      .split('\n')[0];
    fs.writeFileSync(
      path.join(stateDir, 'traces', 'broken.trace.jsonl'),
      `${good}\n{"t":5,"topic":"${base}/sensor/data","payload":"{}","qos":0,"retain":false}\n`,
    );
    const refused = await ctl<{ error: string }>('POST', '/replay', { action: 'start', trace: 'broken' });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/^broken line 2: .*nothing replayed$/);
    expect((await ctl<{ active: boolean }>('GET', '/replay')).json.active).toBe(false);
    expect(await heldLive()).toBe(false);
    expect((await ctl('POST', '/replay', { action: 'seek', atMs: -1 })).status).toBe(400);
    expect((await ctl('POST', '/replay', { action: 'start', trace: '../etc/passwd' })).status).toBe(400);
    expect((await ctl('GET', '/traces/nope')).status).toBe(404);
  });
});
