import { describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../clock.ts';
import { controlTargetOf } from '../world-control.ts';
import { createMemoryBus } from '../controller/transport-memory.ts';
import { startControllers } from '../simulator.ts';
import { parseCli } from './args.ts';
import { runCommand } from './console.ts';
import { parseFaultSpec } from './fault-spec.ts';
import { farmOf } from './farm-spec.ts';

describe('sim command line', () => {
  it('parses run flags with defaults from the environment', () => {
    const args = parseCli(['--farm', 'demo', '--speed', '60', '--state-dir', '/tmp/s'], {
      GH_BROKER_TCP_PORT: '1999',
    });
    expect(args).toMatchObject({
      command: 'run',
      broker: 'mqtt://127.0.0.1:1999',
      speed: 60,
      clock: 'accelerated',
      stateDir: '/tmp/s',
      workers: 1,
    });
    const load = parseCli(['--controllers', '500', '--broker', 'mqtt://b:1']);
    expect(load).toMatchObject({
      farm: { name: 'seed:1', servers: 500, zones: 1 },
      workers: 2,
      clock: 'real',
    });
  });

  it('parses record and replay, and refuses bad input with a clear message', () => {
    expect(parseCli(['record', '--base', 'farm/a', '--out', 'x.jsonl', '--duration', '5'])).toMatchObject({
      command: 'record',
      bases: ['farm/a'],
      durationS: 5,
    });
    expect(parseCli(['replay', '--in', 'x', '--speed', 'max', '--map-base', 'a=b'])).toMatchObject({
      speed: Infinity,
      mapBase: { a: 'b' },
    });
    expect(() => parseCli(['record'])).toThrow(/--base/);
    expect(() => parseCli(['--speed', '0'])).toThrow(/speed/);
    expect(() => parseCli(['--clock', 'sundial'])).toThrow(/clock/);
    expect(() => parseCli(['fly'])).toThrow(/unknown command/);
    expect(parseCli(['--help'])).toEqual({ command: 'help' });
  });

  it('builds farms from specs', () => {
    expect(farmOf({ name: 'demo' }).servers).toHaveLength(3);
    expect(farmOf({ name: 'seed:5', servers: 7, zones: 1 }).servers).toHaveLength(7);
    expect(() => farmOf({ name: 'nowhere' })).toThrow(/farm/);
  });

  it('shards one fleet across processes without a shared serial number (--shard I)', () => {
    const args = parseCli(['--controllers', '3', '--shard', '2', '--seed', '9']);
    expect(args).toMatchObject({ farm: { name: 'seed:9', servers: 3, shard: 2 } });
    expect(() => parseCli(['--shard', '1'])).toThrow(/--shard needs --controllers/);
    expect(() => parseCli(['--controllers', '3', '--shard', 'x'])).toThrow(/--shard x/);
    const shards = [0, 1, 2].map((shard) => farmOf({ name: 'seed:9', servers: 3, zones: 1, shard }));
    const sns = shards.flatMap((farm) => farm.servers.map((s) => s.server.sn));
    expect(new Set(sns).size).toBe(9);
    expect(sns.map((sn) => sn.slice(-5))).toEqual([
      '00001',
      '00002',
      '00003',
      '00004',
      '00005',
      '00006',
      '00007',
      '00008',
      '00009',
    ]);
    // Shard 1 holds exactly the controllers 4..6 an unsharded fleet of 9 would have (same inventory).
    const whole = farmOf({ name: 'seed:9', servers: 9, zones: 1, shard: 0 });
    expect(shards[1]!.servers.map((s) => s.inventory)).toEqual(
      whole.servers.slice(3, 6).map((s) => s.inventory),
    );
    // Unsharded farms keep their serials.
    expect(farmOf({ name: 'seed:9', servers: 3, zones: 1 }).servers[0]!.server.sn).toMatch(/-001$/);
  });

  it('parses fault specs', () => {
    expect(parseFaultSpec('sensorOffline:GH1:3')).toEqual({
      op: 'set',
      kind: 'sensorOffline',
      target: { sn: 'GH1', id: 3 },
      params: {},
    });
    expect(parseFaultSpec('ackDelay,ms=5000,topic=system/confack')).toEqual({
      op: 'set',
      kind: 'ackDelay',
      target: { topic: 'system/confack' },
      params: { ms: 5000 },
    });
    expect(parseFaultSpec('sensorStuck:*:x')).toMatchObject({ error: expect.stringContaining('id') });
  });

  it('runs console commands against a simulator', async () => {
    const bus = createMemoryBus();
    const sim = await startControllers({
      warmDays: 0,
      farm: makeFarm(2, { servers: 1, zonesPerServer: 1 }),
      clock: createClock({ mode: 'stepped' }),
      transport: (s) => bus.client(s.server.sn),
      log: () => undefined,
    });
    const target = controlTargetOf(sim);
    expect(await runCommand(target, 'fault set sensorDrift,perHour=3')).toMatchObject({ ok: true });
    expect(await runCommand(target, 'faults')).toMatchObject({
      faults: [{ kind: 'sensorDrift', params: { perHour: 3 } }],
    });
    expect(await runCommand(target, 'fault clear')).toMatchObject({ cleared: 1 });
    expect(await runCommand(target, 'advance 1000')).toBe(sim.clock.now());
    expect(await runCommand(target, 'reboot nobody')).toMatchObject({ error: expect.any(String) });
    expect(await runCommand(target, 'dance')).toMatchObject({ error: expect.stringContaining('unknown') });
    await sim.stop();
  });
});
