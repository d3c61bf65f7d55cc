/** protocol/sim-world.ts: the world's control API as a table the handlers route by and clients call. */
import { describe, expect, it } from 'vitest';
import { clockCommand } from './sim-clock.ts';
import { matchSimWorld, simWorldEndpoints, simWorldPath, type SimWorldName } from './sim-world.ts';
import { z } from './zod-mini.ts';

describe('the world control table', () => {
  it('routes every call by its method and path, and a path param by its name', () => {
    for (const [name, endpoint] of Object.entries(simWorldEndpoints)) {
      const path = endpoint.path.replace(':sn', 'GH 01').replace(':name', 'day-1');
      expect(matchSimWorld(endpoint.method, path)?.name, `${endpoint.method} ${path}`).toBe(name);
    }
    expect(matchSimWorld('POST', '/sim/world/controllers/GH%2001/reboot')).toEqual({
      name: 'reboot',
      params: { sn: 'GH%2001' },
    });
    expect(matchSimWorld('PUT', '/sim/world/clock')).toBeUndefined();
    expect(matchSimWorld('GET', '/sim/world/clock/extra')).toBeUndefined();
  });

  it('names no call twice', () => {
    const routes = Object.values(simWorldEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('fills a path param escaped', () => {
    const name: SimWorldName = 'trace';
    expect(simWorldPath(name, { name: 'a b' })).toBe('/sim/world/traces/a%20b');
  });

  it('checks a clock command whole: its action, its one field, nothing else', () => {
    expect(z.safeParse(clockCommand, { action: 'jump', ms: 60_000 }).success).toBe(true);
    for (const bad of [
      { action: 'jump' },
      { action: 'jump', ms: 0.5 },
      { action: 'speed', speed: 3601 },
      { action: 'pause', later: true },
      { action: 'rewind' },
    ])
      expect(z.safeParse(clockCommand, bad).success, JSON.stringify(bad)).toBe(false);
  });
});
