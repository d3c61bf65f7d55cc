import { describe, expect, it } from 'vitest';
import { canPublish, canSubscribe, isRootWildcard } from './acl.ts';
import type { Identity } from './types.ts';

const fixed: Identity = { kind: 'fixed', username: 'demo' };
const grower: Identity = { kind: 'app', mobile: '13800000000', bases: ['farm/gh-1', 'farm/gh-2'] };
const unbound: Identity = { kind: 'app', mobile: '13900000000', bases: [] };
const controller: Identity = { kind: 'controller', sn: 'GH0001', base: 'farm/gh-1' };

describe('acl', () => {
  it('spots root wildcards', () => {
    expect(['#', '+', '+/x', '+/farm/#'].map(isRootWildcard)).toEqual([true, true, true, true]);
    expect(['farm/#', 'farm/+/x', 'a#'].map(isRootWildcard)).toEqual([false, false, false]);
  });

  it('lets the fixed credential use any base but never a root wildcard or a $ topic', () => {
    expect(canSubscribe(fixed, 'any/base/sensor/data').ok).toBe(true);
    expect(canSubscribe(fixed, 'farm/+/sensor/data').ok).toBe(true);
    for (const filter of ['#', '+/sensor/data', '$SYS/#', '$GH/dropped']) {
      expect(canSubscribe(fixed, filter).ok).toBe(false);
    }
    expect(canPublish(fixed, 'any/base/system/conf').ok).toBe(true);
    expect(canPublish(fixed, '$SYS/x').ok).toBe(false);
  });

  it('keeps a token user under the bases bound to it', () => {
    expect(canSubscribe(grower, 'farm/gh-1/system/confack').ok).toBe(true);
    expect(canSubscribe(grower, 'farm/gh-2/#').ok).toBe(true);
    expect(canSubscribe(grower, 'farm/gh-3/sensor/data').ok).toBe(false);
    expect(canSubscribe(grower, 'farm/#').ok).toBe(false);
    expect(canSubscribe(grower, 'farm/+/sensor/data').ok).toBe(false);
    // A prefix of a base name is not the base.
    expect(canSubscribe(grower, 'farm/gh-10/sensor/data').ok).toBe(false);
    expect(canPublish(grower, 'farm/gh-1/system/conf').ok).toBe(true);
    expect(canPublish(grower, 'farm/gh-3/system/conf')).toEqual({
      ok: false,
      reason: 'farm/gh-3/system/conf is outside bound bases farm/gh-1, farm/gh-2',
    });
  });

  it('denies everything to a user with no bound server', () => {
    expect(canSubscribe(unbound, 'farm/gh-1/sensor/data').ok).toBe(false);
    expect(canPublish(unbound, 'farm/gh-1/system/conf').ok).toBe(false);
  });

  it('keeps a controller under its own base', () => {
    expect(canSubscribe(controller, 'farm/gh-1/system/conf').ok).toBe(true);
    expect(canPublish(controller, 'farm/gh-1/sensor/data').ok).toBe(true);
    expect(canSubscribe(controller, 'farm/gh-2/system/conf').ok).toBe(false);
    expect(canPublish(controller, 'farm/gh-2/sensor/data').ok).toBe(false);
  });
});
