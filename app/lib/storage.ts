// The browser storage every part of the app shares, reached without ever throwing.

/** The fixed product prefix of every key the app writes to browser storage (seed section 3). */
export const STORAGE_PREFIX = 'greenhouse-hil';

/** localStorage, or undefined where there is none or it is disabled (reading it can throw). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Disabled storage (privacy mode, sandboxed frame) throws SecurityError on access.
    return undefined;
  }
}

/** Reads a key; undefined when absent or when the storage fails. */
export function readKey(storage: Storage | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes a key; false when the storage is missing or refuses (quota, disabled). */
export function writeKey(storage: Storage | undefined, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; a failing storage is ignored (there is nothing left to undo). */
export function removeKey(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the entry is unreachable either way.
  }
}
