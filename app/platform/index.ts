// The app's platform: created from the window once; tests swap in the fake.
import { isNativeShell } from './native-shell';
import { createPlatform } from './web';
import type { Platform } from './types';

export type { NativeBridge, Platform, PlatformKind } from './types';
export { compareVersions, upgradeOfferFor, type UpgradeOffer } from './version';
export { createBackPress, EXIT_WINDOW_MS } from './back-press';
export { isNativeShell } from './native-shell';

let current: Platform | undefined;

/** The platform the app runs on. */
export function getPlatform(): Platform {
  current ??= createPlatform();
  return current;
}

/** Replaces the platform (tests). */
export const setPlatform = (platform: Platform | undefined): void => void (current = platform);

/**
 * Inside the packaged Capacitor app, loads its platform (a separate chunk the web never fetches) and
 * makes it current; in a browser, nothing. Call before the first render.
 */
export async function loadPlatform(native: boolean = isNativeShell()): Promise<Platform> {
  if (native) {
    const { createCapacitorPlatform } = await import('./capacitor');
    current = await createCapacitorPlatform();
  }
  return getPlatform();
}
