/** `--controllers N`: controllers spread over worker threads, steered as one. */
import { afterAll, describe, expect, it } from 'vitest';
import { farmOf } from '../../simulator/cli/farm-spec.ts';
import { startPool, type Pool } from '../../simulator/cli/pool.ts';
import { connectWatcher, startTestBroker, type TestBroker } from '../../simulator/testing/test-broker.ts';

// The pool's fan-out is under test, not the controllers' warm-up: 30 days for each of 6 controllers
// took ~45 of this file's ~50 s on the CI machine. The worker threads copy this at start.
const warmDays = process.env.GH_SIM_WARM_DAYS;
process.env.GH_SIM_WARM_DAYS = '0';

let broker: TestBroker | undefined;
let pool: Pool | undefined;
let watcher: Awaited<ReturnType<typeof connectWatcher>> | undefined;
afterAll(async () => {
  await watcher?.close();
  await pool?.stop();
  await broker?.close();
  if (warmDays === undefined) delete process.env.GH_SIM_WARM_DAYS;
  else process.env.GH_SIM_WARM_DAYS = warmDays;
});

describe('worker pool', () => {
  it('runs every controller of the farm across threads and broadcasts faults', async () => {
    broker = await startTestBroker();
    const spec = { name: 'seed:9', servers: 6, zones: 1 };
    const sns = farmOf(spec).servers.map((s) => s.server.sn);
    watcher = await connectWatcher(broker.url, ['farm/+/sensor/data']);
    pool = await startPool(
      { farm: spec, broker: broker.url, speed: 20, clock: 'accelerated', cadenceMs: 1000 },
      sns,
      3,
    );
    expect(pool.size).toBe(3);
    const seenSns = () => new Set(watcher!.on('sensor/data').map((d) => d.sn));
    await expect.poll(seenSns, { timeout: 30_000 }).toEqual(new Set(sns));
    expect(await pool.faults({ op: 'set', kind: 'sensorOffline', target: { id: 1 } })).toMatchObject({
      ok: true,
    });
    const offline = () =>
      watcher!.on('sensor/data').filter((d) => (d.readings as { sid: number; q: number }[])[0]?.q === 3);
    await expect.poll(() => new Set(offline().map((d) => d.sn)).size, { timeout: 30_000 }).toBe(sns.length);
    const status = (await pool.status()) as { controllers: unknown[] };
    expect(status.controllers).toHaveLength(sns.length);
    // Weather overrides reach every thread: an unknown sn is refused before any applies it.
    expect(await pool.weather({ op: 'set', sn: 'nope', windSpeed: 20 })).toMatchObject({ ok: false });
    expect(await pool.weather({ op: 'set', sn: sns.at(-1), windSpeed: 20 })).toMatchObject({ ok: true });
    expect(await pool.weather({ op: 'list' })).toMatchObject({ ok: true, overrides: [{ sn: sns.at(-1) }] });
    const reset = await pool.reset('run');
    expect(reset).toMatchObject({ faultsCleared: 1, weatherCleared: 1, refused: [] });
    expect(reset.actuators).toBeGreaterThan(0);
    // The clock: each thread's (accelerated) clock answers; a bad command reaches no thread.
    expect(await pool.clockState()).toMatchObject({ speed: 20, paused: false, stepped: false });
    expect(await pool.clock({ action: 'speed', speed: 0 })).toMatchObject({ ok: false, status: 400 });
    expect(await pool.clock({ action: 'pause' })).toMatchObject({ ok: false, status: 409 });
    expect(watcher.invalid).toEqual([]);
  });
});
