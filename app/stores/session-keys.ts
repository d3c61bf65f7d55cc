// Where the session items of seed section 3 live in browser storage, and how they are read and cleared.
import { z, type Schema } from '../../protocol/zod-mini';
import { server } from '../../protocol/rest';
import { cache } from '../lib/cache';
import { browserStorage, readKey, removeKey, STORAGE_PREFIX, writeKey } from '../lib/storage';

/** The local session items (seed section 3), each under `${STORAGE_PREFIX}:${name}` in localStorage. */
export const sessionItems = [
  'token',
  'loginTime',
  'message',
  'userData',
  'userCost',
  'personnelList',
  'fertiCenters',
  'selectedCenter',
  'selectedDevice',
  'currentServe',
  'warningSensors',
  'commonTags',
  'myStrategy',
  'autoVersion',
  'portNumber',
  'oldTopic',
  'registeredPhone',
  'authLevel',
  'baseTopic',
] as const;
export type SessionItem = (typeof sessionItems)[number];

/** What logout clears (seed section 4): token, login time, personnel list, user data, cost, base topic,
 * and the saved centre, device and serve. */
export const logoutClears: readonly SessionItem[] = [
  'token',
  'loginTime',
  'personnelList',
  'userData',
  'userCost',
  'baseTopic',
  'selectedCenter',
  'selectedDevice',
  'currentServe',
];

export const itemKey = (name: SessionItem) => `${STORAGE_PREFIX}:${name}`;
/** The per-browser-session login flag (sessionStorage). */
export const IS_LOGIN_KEY = `${STORAGE_PREFIX}:isLogin`;

/** Cache names (app/lib/cache): the remembered UserInfo and the saved login form. */
export const USER_INFO = 'UserInfo';
export const LOGIN_INFO = 'loginInfo';
/** Remember-me lifetime of the saved UserInfo: 30 days (seed section 9). */
export const REMEMBER_TTL_S = 2_592_000;
/** The stored remember expiry of the seed, in ms. */
export const REMEMBER_EXPIRY_MS = 864_000_000;

export const userInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiry: z.number(),
  level: z.array(server),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
/**
 * Saved login info: the phone and the remember flag. No password is ever kept (the seed's
 * old shape had one; `password` is read only so that an old entry can be cleaned).
 */
export const loginInfoSchema = z.object({
  phone: z.string(),
  remember: z.boolean(),
  password: z.optional(z.string()),
});
export type LoginInfo = { phone: string; remember: boolean };

export function readItem<T>(name: SessionItem, schema: Schema<T>): T | undefined {
  const raw = readKey(browserStorage(), itemKey(name));
  if (raw === undefined) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // Not JSON: written by something else; treat as absent.
  }
}

export const writeItem = (name: SessionItem, value: unknown): boolean =>
  writeKey(browserStorage(), itemKey(name), JSON.stringify(value));
export const removeItem = (name: SessionItem): void => removeKey(browserStorage(), itemKey(name));

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // Disabled storage throws on access.
  }
}

export const readIsLogin = (): boolean => readKey(sessionStore(), IS_LOGIN_KEY) === 'true';
export const writeIsLogin = (value: boolean): void =>
  void writeKey(sessionStore(), IS_LOGIN_KEY, String(value));

export const savedUserInfo = (): UserInfo | undefined => cache.getAs(USER_INFO, userInfoSchema);
export const saveLoginInfo = (info: LoginInfo): boolean =>
  cache.set(LOGIN_INFO, { phone: info.phone, remember: info.remember });
/** The saved login info; an old entry that still holds a password is rewritten without it. */
export function savedLoginInfo(): LoginInfo | undefined {
  const info = cache.getAs(LOGIN_INFO, loginInfoSchema);
  if (!info) return undefined;
  const clean = { phone: info.phone, remember: info.remember };
  if (info.password !== undefined) saveLoginInfo(clean);
  return clean;
}
