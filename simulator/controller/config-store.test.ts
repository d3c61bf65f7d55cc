// The configuration's lists are shared and frozen until a change of their type, which gives a new one.
import { describe, expect, it } from 'vitest';
import { demoFarm } from '../../fixtures/farms.ts';
import { createConfigStore } from './config-store.ts';

const inventory = demoFarm.servers[0]!.inventory;

describe('config store lists', () => {
  it('hands out one frozen list until a change, then a new one with the change in it', () => {
    const config = createConfigStore(inventory);
    const first = config.list('sensor');
    expect(config.list('sensor')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as unknown[]).push({})).toThrow(TypeError);

    const version = config.version;
    const sensor = { ...first[0]!, name: 'renamed' };
    expect(config.put('sensor', sensor)).toBe(true);
    expect(config.version).toBeGreaterThan(version);
    const second = config.list('sensor');
    expect(second).not.toBe(first);
    expect(second.find((s) => s.sid === sensor.sid)?.name).toBe('renamed');
    expect(first.find((s) => s.sid === sensor.sid)?.name).not.toBe('renamed');
  });

  it('counts add, remove, cap and restore as changes, and a put of an unknown key not', () => {
    const config = createConfigStore(inventory);
    const changes = (fn: () => unknown) => {
      const before = config.version;
      fn();
      return config.version - before;
    };
    const added = config.add('log', { kind: 'system', message: 'x', ts: 1, aid: null });
    expect(changes(() => config.add('log', { kind: 'system', message: 'y', ts: 2, aid: null }))).toBe(1);
    expect(changes(() => config.remove('log', added.lid))).toBe(1);
    expect(changes(() => config.cap('log', 0))).toBe(1);
    expect(changes(() => config.cap('log', 0))).toBe(0);
    expect(changes(() => config.restore(inventory, ['sensor']))).toBe(1);
    expect(changes(() => config.put('sensor', { ...config.list('sensor')[0]!, sid: 99_999 }))).toBe(0);
  });

  it('keeps the lists of the other types when one type changes, and renews each type a restore names', () => {
    const config = createConfigStore(inventory);
    const [sensors, actuators, outputs] = [
      config.list('sensor'),
      config.list('actuator'),
      config.list('output'),
    ];
    config.add('output', {
      stid: 1,
      aid: 1,
      command: 'on',
      value: null,
      reason: 'r',
      applied: true,
      overruledBy: null,
      why: null,
      at: 1,
    });
    expect(config.list('output')).not.toBe(outputs);
    expect(config.list('sensor')).toBe(sensors);
    expect(config.list('actuator')).toBe(actuators);
    config.restore(inventory, ['sensor', 'actuator']);
    expect(config.list('sensor')).not.toBe(sensors);
    expect(config.list('actuator')).not.toBe(actuators);
  });
});
