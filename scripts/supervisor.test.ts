import { describe, expect, it } from 'vitest';
import { createSupervisor, partOf, type PartName } from './supervisor.ts';

function world() {
  let t = 0;
  const calls: string[] = [];
  const logs: string[] = [];
  const supervisor = createSupervisor({
    restart: (part: PartName) => Promise.resolve(void calls.push(`restart ${part}`)),
    isolate: (part: PartName) => Promise.resolve(void calls.push(`isolate ${part}`)),
    log: (line) => void logs.push(line),
    now: () => t,
    budget: { count: 3, windowMs: 60_000 },
  });
  return { supervisor, calls, logs, advance: (ms: number) => (t += ms) };
}

describe('supervisor: a failed part never stops the world', () => {
  it('restarts the part that failed and says so', async () => {
    const { supervisor, calls, logs } = world();
    expect(await supervisor.failed('broker', new Error('socket exploded'))).toBe('restarted');
    expect(calls).toEqual(['restart broker']);
    expect(logs[0]).toBe('[start] broker failed: socket exploded; restarting it (1/3)');
  });

  it('isolates a part past its restart budget, and leaves the others alone', async () => {
    const { supervisor, calls, advance } = world();
    for (let i = 0; i < 3; i++) await supervisor.failed('simulator', new Error('tick'));
    expect(await supervisor.failed('simulator', new Error('tick'))).toBe('isolated');
    expect(await supervisor.failed('simulator', new Error('tick'))).toBe('already isolated');
    expect(await supervisor.failed('cloud', new Error('x'))).toBe('restarted');
    expect(calls).toEqual([
      'restart simulator',
      'restart simulator',
      'restart simulator',
      'isolate simulator',
      'restart cloud',
    ]);
    advance(120_000);
    expect(supervisor.isIsolated('simulator')).toBe(true);
  });

  it('counts restarts only within the window', async () => {
    const { supervisor, calls, advance } = world();
    for (let i = 0; i < 6; i++) {
      expect(await supervisor.failed('cloud', new Error('x'))).toBe('restarted');
      advance(30_000);
    }
    expect(calls.filter((c) => c === 'restart cloud')).toHaveLength(6);
  });

  it('keeps running on an error no part claims', async () => {
    const { supervisor, calls, logs } = world();
    expect(await supervisor.failed(undefined, new Error('who?'))).toBe('kept running');
    expect(calls).toEqual([]);
    expect(logs[0]).toContain('the world keeps running');
  });

  it('finds the part in the stack', () => {
    const error = (frame: string) =>
      Object.assign(new Error('x'), { stack: `Error: x\n    at f (${frame}:1:1)` });
    expect(partOf(error('/repo/broker/handlers/authorize-publish.ts'))).toBe('broker');
    expect(partOf(error('/repo/simulator/cloud/node.ts'))).toBe('cloud');
    expect(partOf(error('/repo/simulator/controller/world.ts'))).toBe('simulator');
    expect(partOf(error('/repo/node_modules/vite/dist/node.js'))).toBeUndefined();
  });
});
