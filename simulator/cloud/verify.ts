// The cloud's answer to the broker's token mode: may this mobile + token connect, and to which bases.
import type { CloudStore } from './store.ts';
import type { TokenRefusal } from './tokens.ts';

export type TokenVerdict = { ok: true; bases: string[] } | { ok: false; reason: TokenRefusal | 'no-account' };

/** Checks a live-channel login (username = mobile, password = token) against the cloud's tokens. */
export function verifyToken(store: CloudStore, mobile: string, token: string): TokenVerdict {
  const check = store.tokens.check(token, mobile);
  if (!check.ok) return check;
  const account = store.account(check.mobile);
  if (!account) return { ok: false, reason: 'no-account' };
  return { ok: true, bases: account.servers.map((s) => s.mqttBaseTopic) };
}
