import { describe, expect, it } from 'vitest';
import { createAuthenticator, sameSecret } from './auth.ts';
import type { AppAuth, ControllerAuth } from './types.ts';

const fixed: AppAuth = { mode: 'fixed', username: 'demo', password: 's3cret' };
const controllers: ControllerAuth = {
  verify: (sn, secret) =>
    sn === 'GH0001' && secret === 'dev-secret' ? { ok: true, base: 'farm/gh-1' } : { ok: false },
};
const token: AppAuth = {
  mode: 'token',
  verifyToken: (mobile, value) => {
    if (value === 'expired') return { ok: false, reason: 'expired' };
    if (mobile === '13800000000' && value === 'good') return { ok: true, bases: ['farm/gh-1', 'bad/#'] };
    return { ok: false, reason: 'not this user' };
  },
};

describe('createAuthenticator', () => {
  it('compares secrets in constant time and exactly', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });

  it('accepts the fixed credential and refuses others with code 4', async () => {
    const auth = createAuthenticator(fixed);
    expect(await auth('demo', 's3cret')).toEqual({
      ok: true,
      identity: { kind: 'fixed', username: 'demo', bases: null },
    });
    expect(await auth('demo', 'wrong')).toMatchObject({ ok: false, returnCode: 4 });
    expect(await auth(undefined, undefined)).toMatchObject({ ok: false, returnCode: 4 });
  });

  it('recognises controllers by sn and secret before the app mode', async () => {
    const auth = createAuthenticator(fixed, controllers);
    expect(await auth('GH0001', 'dev-secret')).toEqual({
      ok: true,
      identity: { kind: 'controller', sn: 'GH0001', base: 'farm/gh-1' },
    });
    expect(await auth('GH0001', 'guess')).toMatchObject({ ok: false, returnCode: 4 });
  });

  it('asks the cloud in token mode and keeps only valid bases', async () => {
    const auth = createAuthenticator(token);
    expect(await auth('13800000000', 'good')).toEqual({
      ok: true,
      identity: { kind: 'app', mobile: '13800000000', bases: ['farm/gh-1'] },
    });
    expect(await auth('13800000000', 'expired')).toMatchObject({ ok: false, returnCode: 4 });
    expect(await auth('13900000000', 'good')).toMatchObject({ ok: false, returnCode: 4 });
  });

  it('answers "server unavailable" (3) when the check itself fails', async () => {
    const down: AppAuth = { mode: 'token', verifyToken: () => Promise.reject(new Error('cloud down')) };
    expect(await createAuthenticator(down)('13800000000', 'good')).toEqual({
      ok: false,
      returnCode: 3,
      reason: 'check failed: cloud down',
    });
  });
});
