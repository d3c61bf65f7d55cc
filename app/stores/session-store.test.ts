// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cache } from '../lib/cache';
import { clearBases, setServers, useBases } from './bases-store';
import { clearCost, setCost, useCost } from './cost-store';
import * as keys from './session-keys';
import {
  isAuthenticated,
  onSignOut,
  reloadSession,
  setSessionPorts,
  signIn,
  signOut,
  useSession,
} from './session-store';

const servers = [
  { sn: 'A', mqttBaseTopic: 'farm/a' },
  { sn: 'B', mqttBaseTopic: 'farm/b' },
];
const profile = { mobile: '13800000002', wxAvatarUrl: null, wxNickName: '李四' };
const live = { connectLive: vi.fn(), dropLive: vi.fn() };

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadSession();
    clearBases();
    clearCost();
    setSessionPorts(live);
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it('login: stores the token, sets the session flag, stores the servers (first selected), starts live', () => {
    signIn({ token: 'tok', profile, servers, remember: false, now: 1_000 });
    expect(keys.readIsLogin()).toBe(true);
    expect(sessionStorage.getItem(keys.IS_LOGIN_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(keys.itemKey('token')) ?? '')).toBe('tok');
    expect(useBases.getState()).toEqual({ servers, baseTopic: 'farm/a' });
    expect(live.connectLive).toHaveBeenCalledWith('13800000002', 'tok');
    expect(cache.get(keys.USER_INFO)).toBeUndefined();
    expect(isAuthenticated()).toBe(true);
  });

  it('login without servers stores only the token and keeps no bases', () => {
    signIn({ token: 'tok', profile, servers: [], remember: false });
    expect(useBases.getState().servers).toEqual([]);
    expect(localStorage.getItem(keys.itemKey('personnelList'))).toBeNull();
  });

  it('remember: saves UserInfo {token, expiry, level} for 30 days (2,592,000 s), which alone passes the guard', () => {
    vi.useFakeTimers({ now: 5_000 });
    signIn({ token: 'tok', profile, servers, remember: true, now: 5_000 });
    const raw: unknown = JSON.parse(localStorage.getItem('greenhouse-hil:cache:UserInfo') ?? '{}');
    expect(raw).toEqual({
      value: { token: 'tok', expiry: 5_000 + 864_000_000, level: servers },
      ttl: 2_592_000,
      expires: 5_000 + 2_592_000_000,
    });
    sessionStorage.clear(); // a browser restart: the session flag is gone
    expect(isAuthenticated()).toBe(true);
    vi.setSystemTime(5_000 + 2_592_000_000);
    expect(isAuthenticated()).toBe(false);
  });

  it('logout clears each listed item, the flag, the remember entries and the live client, and keeps the rest', () => {
    signIn({ token: 'tok', profile, servers, remember: true }, 'farm/b');
    keys.saveLoginInfo({ phone: '13800000002', remember: true });
    setCost({
      yearlyPayment: { total: 0, endDate: '2099-01-01' },
      constructCost: { arrearsAmount: 0, lastPaymentDate: '2099-01-01' },
    });
    for (const item of ['selectedCenter', 'selectedDevice', 'currentServe', 'autoVersion'] as const)
      keys.writeItem(item, 'x');
    const heard = vi.fn();
    onSignOut(heard);
    signOut();
    for (const item of keys.logoutClears) expect(localStorage.getItem(keys.itemKey(item)), item).toBeNull();
    expect(keys.logoutClears).toEqual([
      'token',
      'loginTime',
      'personnelList',
      'userData',
      'userCost',
      'baseTopic',
      'selectedCenter',
      'selectedDevice',
      'currentServe',
    ]);
    expect(sessionStorage.getItem(keys.IS_LOGIN_KEY)).toBe('false');
    expect(keys.savedLoginInfo()).toEqual({ phone: '13800000002', remember: false });
    expect(keys.savedUserInfo()).toBeUndefined();
    expect(isAuthenticated()).toBe(false);
    expect(live.dropLive).toHaveBeenCalledOnce();
    expect(heard).toHaveBeenCalledOnce();
    expect(useSession.getState()).toEqual({ isLogin: false, token: null, loginTime: null, user: null });
    expect(useBases.getState()).toEqual({ servers: [], baseTopic: null });
    expect(useCost.getState().cost).toBeNull();
    expect(localStorage.getItem(keys.itemKey('autoVersion'))).not.toBeNull();
  });

  it('saved login info round-trips through the cache, and a malformed entry is dropped', () => {
    keys.saveLoginInfo({ phone: '13800000002', remember: true });
    expect(keys.savedLoginInfo()).toEqual({ phone: '13800000002', remember: true });
    localStorage.setItem('greenhouse-hil:cache:loginInfo', JSON.stringify({ value: { phone: 1 } }));
    expect(keys.savedLoginInfo()).toBeUndefined();
    expect(localStorage.getItem('greenhouse-hil:cache:loginInfo')).toBeNull();
  });

  it('rewrites an old saved login info without its plain-text password', () => {
    const old = { value: { phone: '13800000002', password: 'secret1', remember: true } };
    localStorage.setItem('greenhouse-hil:cache:loginInfo', JSON.stringify(old));
    expect(keys.savedLoginInfo()).toEqual({ phone: '13800000002', remember: true });
    expect(localStorage.getItem('greenhouse-hil:cache:loginInfo')).not.toContain('secret1');
  });

  it('keeps the selected base when the server list refreshes, and falls back to the first', () => {
    setServers(servers, 'farm/b');
    setServers([...servers, { sn: 'C', mqttBaseTopic: 'farm/c' }]);
    expect(useBases.getState().baseTopic).toBe('farm/b');
    setServers([{ sn: 'C', mqttBaseTopic: 'farm/c' }]);
    expect(useBases.getState().baseTopic).toBe('farm/c');
  });
});
