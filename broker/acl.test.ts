import { describe, expect, it } from 'vitest';
import { appClientIdPrefix } from '../protocol/client-ids.ts';
import { canPublish, canSubscribe, canUseClientId, isRootWildcard } from './acl.ts';
import type { Identity } from './types.ts';

const fixed: Identity = { kind: 'fixed', username: 'demo', bases: null };
const listedFixed: Identity = { kind: 'fixed', username: 'demo', bases: ['farm/gh-1'] };
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

  it('decides each publish on its own, whoever published on the topic before', () => {
    // The rule remembers what a topic is, never a decision: the same topics, asked in turn.
    for (let round = 0; round < 2; round++) {
      expect(canPublish(controller, 'farm/gh-1/sensor/data', true).ok).toBe(true);
      expect(canPublish(grower, 'farm/gh-1/sensor/data').ok).toBe(false);
      expect(canPublish(grower, 'farm/gh-1/system/conf').ok).toBe(true);
      expect(canPublish(grower, 'farm/gh-1/system/conf', true).ok).toBe(false);
      expect(canPublish(unbound, 'farm/gh-1/system/conf').ok).toBe(false);
    }
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

  it('lets only the controller report and only apps ask', () => {
    for (const name of ['sensor/data', 'system/confack', 'actuator/cmdack', 'sensor/historyData']) {
      expect(canPublish(grower, `farm/gh-1/${name}`).ok).toBe(false);
      expect(canPublish(fixed, `farm/gh-1/${name}`).ok).toBe(false);
      expect(canPublish(controller, `farm/gh-1/${name}`).ok).toBe(true);
    }
    expect(canPublish(grower, 'farm/gh-1/actuator/cmd').ok).toBe(true);
  });

  it('refuses retained requests, keeps retained reports', () => {
    expect(canPublish(grower, 'farm/gh-1/system/cmd', true).ok).toBe(false);
    expect(canPublish(fixed, 'farm/gh-1/system/conf', true).ok).toBe(false);
    expect(canPublish(controller, 'farm/gh-1/sensor/data', true).ok).toBe(true);
  });

  it('keeps a fixed credential with a base list under those bases', () => {
    expect(canSubscribe(listedFixed, 'farm/gh-1/sensor/data').ok).toBe(true);
    expect(canSubscribe(listedFixed, 'farm/gh-2/sensor/data').ok).toBe(false);
    expect(canSubscribe(listedFixed, 'farm/+/sensor/data').ok).toBe(false);
    expect(canPublish(listedFixed, 'farm/gh-2/system/conf').ok).toBe(false);
  });

  it('binds client ids to identities', () => {
    expect(canUseClientId(controller, 'GH0001').ok).toBe(true);
    expect(canUseClientId(controller, 'GH0001-rec').ok).toBe(true);
    expect(canUseClientId(controller, 'GH0002').ok).toBe(false);
    expect(canUseClientId(grower, 'GH0001').ok).toBe(false);
    expect(canUseClientId(grower, `${appClientIdPrefix('13800000000')}abc123`).ok).toBe(true);
    expect(canUseClientId(grower, `${appClientIdPrefix('13900000000')}abc123`).ok).toBe(false);
    expect(canUseClientId(fixed, `${appClientIdPrefix('demo')}x1`).ok).toBe(true);
    expect(canUseClientId(fixed, 'gh-app-12345678').ok).toBe(false);
  });
});
