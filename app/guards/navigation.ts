// The route guard (seed section 4), a pure function of the guard state, the target and today.
import type { Cost } from '../../protocol/rest';
import type { Moment } from '../lib/dates';
import { needsPayment, PAYMENT_WARN_PATH } from './payment';

export const LOGIN_PATH = '/login';

/** What the guard looks at. */
export type GuardState = {
  /** The session login flag is set (this browser session). */
  isLogin: boolean;
  /** A saved, unexpired UserInfo entry (remember me) exists. */
  savedUserInfo: boolean;
  /** The user's cost; null when there is none. */
  cost: Cost | null;
};

export type Target = { pathname: string; search?: string };
export type Decision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: Decision = { kind: 'allow' };

/** The redirect query the payment guard adds: the target's path and search. */
export const paymentWarnUrl = (target: Target): string =>
  `${PAYMENT_WARN_PATH}?redirect=${encodeURIComponent(target.pathname + (target.search ?? ''))}`;

/** A protected route: session flag or saved UserInfo, else /login; then the payment guard
 * (/payment_warn itself is always allowed). */
export function decideProtected(state: GuardState, target: Target, today: Moment): Decision {
  if (!state.isLogin && !state.savedUserInfo) return { kind: 'redirect', to: LOGIN_PATH };
  if (target.pathname === PAYMENT_WARN_PATH) return allow;
  if (needsPayment(state.cost, today)) return { kind: 'redirect', to: paymentWarnUrl(target) };
  return allow;
}

/** Where /payment_warn sends the user back to: its redirect query when it is a path of this app, else /. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  return redirect.startsWith(PAYMENT_WARN_PATH) ? '/' : redirect;
}
