// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cost } from '../../protocol/rest';
import { fakeFetch } from '../test-support/fake-fetch';
import { clearCost, useCost } from '../stores/cost-store';
import { readIsLogin } from '../stores/session-keys';
import { reloadSession, setSessionPorts, signIn } from '../stores/session-store';
import { closeSnackbar, useUi } from '../stores/ui-store';
import { protectedLoader, setGuardClock } from './loader';

const servers = [{ sn: 'A', mqttBaseTopic: 'farm/a' }];
const detail = { json: { status: 1, msg: 'success', data: { mobile: '13800000002', servers } } };
const costOf = (cost: Cost | null) => ({ json: { status: 1, msg: 'success', data: { cost } } });
const overdue: Cost = {
  yearlyPayment: { total: 12000, endDate: '2026-06-01' },
  constructCost: { arrearsAmount: 0, lastPaymentDate: '2099-01-01' },
};

async function load(path: string): Promise<string | null> {
  try {
    await protectedLoader({ request: new Request(`http://app.test${path}`) });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('protected loader (guards on every navigation)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadSession();
    clearCost();
    closeSnackbar();
    setSessionPorts({ connectLive: vi.fn(), dropLive: vi.fn() });
    setGuardClock(() => new Date(2026, 5, 15));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without session flag or saved UserInfo to /login', async () => {
    const seen = fakeFetch({});
    expect(await load('/device/sensor')).toBe('/login');
    expect(seen).toEqual([]);
  });

  it('lets a logged-in user through once user detail and cost are fresh, fetching them once', async () => {
    const seen = fakeFetch({
      'GET /api/v2/auth_related/user/detail': detail,
      'GET /api/v2/auth_related/user/cost': costOf(null),
    });
    signIn({ token: 'tok', profile: { mobile: '13800000002' }, servers, remember: false });
    expect(await load('/')).toBeNull();
    expect(await load('/device/sensor')).toBeNull();
    expect(seen.map((r) => r.path)).toEqual([
      '/api/v2/auth_related/user/detail',
      '/api/v2/auth_related/user/cost',
    ]);
    expect(seen[0]?.query.get('token')).toBe('tok');
  });

  it('redirects an overdue user to /payment_warn with the target, and allows /payment_warn', async () => {
    fakeFetch({
      'GET /api/v2/auth_related/user/detail': detail,
      'GET /api/v2/auth_related/user/cost': costOf(overdue),
    });
    signIn({ token: 'tok', profile: { mobile: '13800000002' }, servers, remember: false });
    expect(await load('/device/sensor?zid=2')).toBe('/payment_warn?redirect=%2Fdevice%2Fsensor%3Fzid%3D2');
    expect(await load('/payment_warn?redirect=%2F')).toBeNull();
    expect(useCost.getState().cost).toEqual(overdue);
  });

  it('"jwt expired" on user detail logs out with the token-expired text', async () => {
    fakeFetch({
      'GET /api/v2/auth_related/user/detail': { json: { status: 0, msg: 'jwt expired', data: null } },
      'GET /api/v2/auth_related/user/cost': {
        status: 401,
        json: { code: 10051, msg: 'access token expired' },
      },
    });
    signIn({ token: 'tok', profile: { mobile: '13800000002' }, servers, remember: true });
    expect(await load('/')).toBe('/login');
    expect(useUi.getState().snack?.message).toBe('令牌过期，请重新登录！');
    expect(readIsLogin()).toBe(false);
  });

  it('HTTP 401 10051 elsewhere logs out too', async () => {
    fakeFetch({
      'GET /api/v2/auth_related/user/detail': detail,
      'GET /api/v2/auth_related/user/cost': {
        status: 401,
        json: { code: 10051, msg: 'access token expired' },
      },
    });
    signIn({ token: 'tok', profile: { mobile: '13800000002' }, servers, remember: false });
    expect(await load('/')).toBe('/login');
    expect(useUi.getState().snack?.message).toBe('访问令牌过期');
  });
});
