import { describe, expect, it } from 'vitest';
import type { Cost } from '../../protocol/rest';
import { decideProtected, safeRedirect, type GuardState } from './navigation';
import { needsPayment } from './payment';

const today = new Date(2026, 5, 15, 9, 30); // 15 June 2026, local time
const cost = (total: number, endDate: string, arrearsAmount: number, lastPaymentDate: string): Cost => ({
  yearlyPayment: { total, endDate },
  constructCost: { arrearsAmount, lastPaymentDate },
});
const state = (over: Partial<GuardState> = {}): GuardState => ({
  isLogin: true,
  savedUserInfo: false,
  cost: null,
  ...over,
});

describe('payment guard rule', () => {
  it('passes with no cost data or with both amounts zero, whatever the dates', () => {
    expect(needsPayment(null, today)).toBe(false);
    expect(needsPayment(cost(0, '2020-01-01', 0, '2020-01-01'), today)).toBe(false);
  });

  it('stops an owed yearly payment past its end date, and owed arrears past the last payment date', () => {
    expect(needsPayment(cost(12000, '2026-06-14', 0, '2099-12-31'), today)).toBe(true);
    expect(needsPayment(cost(0, '2099-12-31', 35800, '2026-6-1'), today)).toBe(true);
  });

  it('compares in days: a date of today is not earlier than today', () => {
    expect(needsPayment(cost(100, '2026-06-15', 0, '2026-06-15'), today)).toBe(false);
    expect(needsPayment(cost(100, '2026-06-15', 0, '2026-06-15'), new Date(2026, 5, 16, 0, 0, 1))).toBe(true);
  });

  it('passes an amount owed when both dates are still ahead', () => {
    expect(needsPayment(cost(12000, '2026-12-31', 500, '2026-07-01'), today)).toBe(false);
  });
});

describe('route guard', () => {
  const home = { pathname: '/', search: '' };

  it('sends a user with neither the session flag nor a saved UserInfo to /login', () => {
    expect(decideProtected(state({ isLogin: false }), home, today)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('lets in the session flag alone, or a saved UserInfo alone (remember me)', () => {
    expect(decideProtected(state(), home, today)).toEqual({ kind: 'allow' });
    expect(decideProtected(state({ isLogin: false, savedUserInfo: true }), home, today).kind).toBe('allow');
  });

  it('redirects an overdue user to /payment_warn with the target as redirect, and allows /payment_warn', () => {
    const overdue = state({ cost: cost(12000, '2024-12-31', 0, '2099-12-31') });
    const target = { pathname: '/device/sensor', search: '?zid=3' };
    expect(decideProtected(overdue, target, today)).toEqual({
      kind: 'redirect',
      to: '/payment_warn?redirect=%2Fdevice%2Fsensor%3Fzid%3D3',
    });
    expect(decideProtected(overdue, { pathname: '/payment_warn' }, today).kind).toBe('allow');
  });

  it('checks login before payment', () => {
    const overdue = state({ isLogin: false, cost: cost(1, '2020-01-01', 0, '2020-01-01') });
    expect(decideProtected(overdue, home, today)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('only sends the user back to paths of this app', () => {
    expect(safeRedirect('/device/sensor?zid=3')).toBe('/device/sensor?zid=3');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/payment_warn?redirect=/')).toBe('/');
  });
});
