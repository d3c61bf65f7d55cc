// The device uuid (seed section 3: generated locally and stored if missing) and the WeChat login state.
import { browserStorage, readKey, STORAGE_PREFIX, writeKey } from './storage';

/** Where the device uuid is kept (outside the cache, so clearing the cache keeps the device's identity). */
export const UUID_KEY = `${STORAGE_PREFIX}:uuid`;

/** Injectable storage and generator, for tests. */
export type DeviceUuidOptions = { storage?: Storage | undefined; generate?: () => string };

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let sessionUuid: string | undefined;

/** A random v4 uuid; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device uuid: the stored one, else a new one, stored (kept in memory when storage is unusable). */
export function deviceUuid(options: DeviceUuidOptions = {}): string {
  const storage = 'storage' in options ? options.storage : browserStorage();
  const saved = readKey(storage, UUID_KEY);
  if (saved !== undefined && UUID_SHAPE.test(saved)) return (sessionUuid = saved);
  const fresh = (options.generate ?? randomUuid)();
  if (writeKey(storage, UUID_KEY, fresh)) sessionUuid = fresh;
  else sessionUuid ??= fresh; // No usable storage: one id for the life of the page at least.
  return sessionUuid;
}

/** The WeChat QR login state: the uuid with dashes turned into underscores (seed section 7). */
export function wechatState(uuid: string): string {
  return uuid.replaceAll('-', '_');
}

/** True when a callback state is this device's own (sent as wechatState, or the bare uuid). */
export function isDeviceState(state: string, uuid: string): boolean {
  return state !== '' && (state === uuid || state === wechatState(uuid));
}
