// What the app keeps in browser storage after a password login with "remember" off, built from the
// cloud's login answer: the session a signed-in spec starts from (support/auth.ts openAs). Pure, so
// a unit test holds it to the app's own sign-in (tests/unit/e2e-signed-in.test.ts).
import { CACHE_PREFIX } from '../../../app/lib/cache.ts';
import { IS_LOGIN_KEY, itemKey, LOGIN_INFO } from '../../../app/stores/session-keys.ts';
import type { loginResponse } from '../../../protocol/rest.ts';
import type { z } from '../../../protocol/zod-mini.ts';

type LoginData = NonNullable<z.infer<typeof loginResponse>['data']>;
export type SignedInStorage = { local: Record<string, string>; session: Record<string, string> };

/** The items app/stores/session-store.ts signIn and the login form write, keyed as the app keys them. */
export function signedInStorage(data: LoginData, phone: string, now: number): SignedInStorage {
  const { token, servers, ...profile } = data;
  const local: Record<string, string> = {
    [itemKey('token')]: JSON.stringify(token),
    [itemKey('loginTime')]: JSON.stringify(now),
    [itemKey('userData')]: JSON.stringify(profile),
    [`${CACHE_PREFIX}${LOGIN_INFO}`]: JSON.stringify({ value: { phone, remember: false } }),
  };
  // The servers as the bases, the first one selected (a fresh browser has no earlier choice).
  if (servers.length > 0) {
    local[itemKey('personnelList')] = JSON.stringify(servers);
    local[itemKey('baseTopic')] = JSON.stringify(servers[0]!.mqttBaseTopic);
  }
  return { local, session: { [IS_LOGIN_KEY]: 'true' } };
}
