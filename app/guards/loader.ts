// The guards on the data router: the protected layout's loader runs on every navigation.
import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { savedUserInfo, readIsLogin } from '../stores/session-keys';
import { useCost } from '../stores/cost-store';
import { decideProtected, LOGIN_PATH, type GuardState } from './navigation';
import { ensureSessionFresh } from './session-check';
import { now } from '../lib/world-time';

/** The guard state as the stores and browser storage hold it now. */
export const currentGuardState = (): GuardState => ({
  isLogin: readIsLogin(),
  savedUserInfo: savedUserInfo() !== undefined,
  cost: useCost.getState().cost,
});

/** Today for the payment guard (replaceable in tests). */
let today: () => Date = () => new Date(now());
export const setGuardClock = (clock: () => Date): void => void (today = clock);

/** Route guard, then a fresh session check, then the payment guard; throws the redirect. */
export async function protectedLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  const url = new URL(request.url);
  const target = { pathname: url.pathname, search: url.search };
  const state = currentGuardState();
  if (!state.isLogin && !state.savedUserInfo) throw redirect(LOGIN_PATH);
  if ((await ensureSessionFresh()) === 'ended') throw redirect(LOGIN_PATH);
  const decision = decideProtected(currentGuardState(), target, today());
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return null;
}

/** Every navigation re-runs the guard (seed: "on every navigation"). */
export const alwaysRevalidate: ShouldRevalidateFunction = () => true;
