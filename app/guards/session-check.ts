// Once per page load (and after login): the user detail and cost behind the guards, fetched fresh.
// A stale token ("jwt expired" on user detail, HTTP 401 elsewhere) ends the session with a message.
import { costResponse, jwtExpired, userDetailResponse } from '../../protocol/rest';
import { ApiError, apiClient, isSilent, userCost, userDetail } from '../api';
import { i18n } from '../i18n';
import { setServers } from '../stores/bases-store';
import { setCost, useCost } from '../stores/cost-store';
import { signOut, updateProfile, useSession } from '../stores/session-store';
import { showSnackbar } from '../stores/ui-store';

/** How the check ended: fresh data, the session ended, or no answer (stored data kept). */
export type SessionCheck = 'ok' | 'ended' | 'offline';

function endSession(message: string | undefined): SessionCheck {
  signOut();
  if (message) showSnackbar(message, { severity: 'warning' });
  return 'ended';
}

/** The grower-facing text of a refused call: the catalogue entry in the current language. */
const errorText = (error: ApiError): string => (error.i18nKey ? i18n.t(error.i18nKey) : error.message);

/** Fetches user detail and cost; updates profile, bases and cost, or ends the session. */
export async function refreshSession(): Promise<SessionCheck> {
  const { token, user } = useSession.getState();
  if (!token || !user) return endSession(undefined);
  const params = { mobile: user.mobile, token };
  const [detail, cost] = await Promise.allSettled([
    userDetail(apiClient(), params, userDetailResponse),
    userCost(apiClient(), params, costResponse),
  ]);
  if (detail.status === 'fulfilled') {
    const answer = detail.value;
    if (answer.status !== 1 || !answer.data) {
      return endSession(answer.msg === jwtExpired ? i18n.t('auth:tokenExpired') : answer.msg);
    }
    const { servers, ...profile } = answer.data;
    updateProfile(profile);
    setServers(servers);
  }
  if (cost.status === 'rejected') {
    if (cost.reason instanceof ApiError && cost.reason.status === 401)
      return endSession(errorText(cost.reason));
    if (!isSilent(cost.reason)) console.warn('[guards] cost check failed:', cost.reason);
    setCost(useCost.getState().cost); // keep the stored cost; do not retry on every navigation
    return 'offline';
  }
  setCost(cost.value.status === 1 ? (cost.value.data?.cost ?? null) : useCost.getState().cost);
  return detail.status === 'fulfilled' ? 'ok' : 'offline';
}

let inflight: Promise<SessionCheck> | null = null;

/** Runs refreshSession once until the cost is marked stale again (login, payment re-check). */
export function ensureSessionFresh(): Promise<SessionCheck> {
  if (useCost.getState().loaded) return Promise.resolve('ok');
  inflight ??= refreshSession().finally(() => {
    inflight = null;
  });
  return inflight;
}
