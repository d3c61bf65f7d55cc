// The login session (seed sections 3 and 4): token, flags, profile; sign-in and the logout clearing.
import { z } from '../../protocol/zod-mini';
import { create } from 'zustand';
import type { Server } from '../../protocol/rest';
import { cache } from '../lib/cache';
import { clearBases, setServers } from './bases-store';
import { clearCost, invalidateCost } from './cost-store';
import * as keys from './session-keys';

/** The displayed profile (seed section 3). */
export const profileSchema = z.object({
  mobile: z.string(),
  wxAvatarUrl: z.optional(z.nullable(z.string())),
  wxNickName: z.optional(z.nullable(z.string())),
});
export type Profile = z.infer<typeof profileSchema>;

export type SessionState = {
  /** The per-browser-session login flag. */
  isLogin: boolean;
  token: string | null;
  loginTime: number | null;
  user: Profile | null;
};

/** Side effects of signing in and out (the live client); wired once at start-up, doubled in tests. */
export type SessionPorts = { connectLive: (mobile: string, token: string) => void; dropLive: () => void };
let ports: SessionPorts = { connectLive: () => undefined, dropLive: () => undefined };
export const setSessionPorts = (next: SessionPorts): void => void (ports = next);

const signOutListeners = new Set<() => void>();
/** Lets another store forget its part of the session on logout; returns the unsubscribe. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** The session as stored: the token from the session items, else from the remembered UserInfo. */
export function readSession(): SessionState {
  return {
    isLogin: keys.readIsLogin(),
    token: keys.readItem('token', z.string()) ?? keys.savedUserInfo()?.token ?? null,
    loginTime: keys.readItem('loginTime', z.number()) ?? null,
    user: keys.readItem('userData', profileSchema) ?? null,
  };
}

export const useSession = create<SessionState>(() => readSession());

/** Re-reads the stored session (after another tab or a test changed the storage). */
export const reloadSession = (): void => useSession.setState(readSession());

/** Route guard input: the session flag or a saved (unexpired) UserInfo entry. */
export const isAuthenticated = (): boolean => keys.readIsLogin() || keys.savedUserInfo() !== undefined;

export type SignIn = { token: string; profile: Profile; servers: Server[]; remember: boolean; now?: number };

/** Seed section 4, login: token stored, session flag set, remember saves UserInfo for 30 days, servers
 * stored as bases when returned (preferred topic selected), the live connection started. */
export function signIn(input: SignIn, preferredTopic?: string): void {
  const now = input.now ?? Date.now();
  keys.writeItem('token', input.token);
  keys.writeItem('loginTime', now);
  keys.writeItem('userData', input.profile);
  keys.writeIsLogin(true);
  if (input.remember) {
    const info: keys.UserInfo = {
      token: input.token,
      expiry: now + keys.REMEMBER_EXPIRY_MS,
      level: input.servers,
    };
    cache.set(keys.USER_INFO, info, keys.REMEMBER_TTL_S);
  } else {
    cache.remove(keys.USER_INFO);
  }
  // Servers returned: stored as the bases. None: only the token is stored (no bases of an earlier user stay).
  if (input.servers.length > 0) setServers(input.servers, preferredTopic);
  else clearBases();
  invalidateCost(); // the next navigation fetches this user's cost for the payment guard
  useSession.setState({ isLogin: true, token: input.token, loginTime: now, user: input.profile });
  ports.connectLive(input.profile.mobile, input.token);
}

/** Keeps a refreshed profile (user detail). */
export function updateProfile(profile: Profile): void {
  keys.writeItem('userData', profile);
  useSession.setState({ user: profile });
}

/** Seed section 4, logout: clears the listed items, session flag false, live client dropped, remember
 * cleared (the flag on the saved login info, and the remembered UserInfo that would let the guard pass). */
export function signOut(): void {
  for (const item of keys.logoutClears) keys.removeItem(item);
  keys.writeIsLogin(false);
  cache.remove(keys.USER_INFO);
  const info = keys.savedLoginInfo();
  if (info) keys.saveLoginInfo({ ...info, remember: false });
  ports.dropLive();
  clearBases();
  clearCost();
  useSession.setState({ isLogin: false, token: null, loginTime: null, user: null });
  for (const listener of signOutListeners) listener();
}
