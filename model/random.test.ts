import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number | string) => {
      const r = createRandom(seed);
      return [r.next(), r.int(1, 6), r.normal(), r.pick(['a', 'b', 'c']), ...r.bytes(4)];
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw('42')).toEqual(draw(42));
    expect(draw(43)).not.toEqual(draw(42));
  });

  it('forks independent streams that do not depend on earlier draws', () => {
    const a = createRandom(1);
    const b = createRandom(1);
    a.next();
    expect(a.fork('x').next()).toBe(b.fork('x').next());
    expect(a.fork('x').next()).not.toBe(a.fork('y').next());
  });

  it('stays within its bounds and is roughly uniform', () => {
    const r = createRandom(7);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const v = r.int(0, 3);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(3);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
    const normals = Array.from({ length: 4000 }, () => r.normal(10, 2));
    const mean = normals.reduce((s, v) => s + v, 0) / normals.length;
    expect(Math.abs(mean - 10)).toBeLessThan(0.2);
    expect(() => r.pick([])).toThrow();
  });
});
