// The app's platform: created from the window once; tests swap in the fake.
import { createPlatform } from './web';
import type { Platform } from './types';

export type { NativeBridge, Platform, PlatformKind } from './types';
export { compareVersions, upgradeOfferFor, type UpgradeOffer } from './version';
export { createBackPress, EXIT_WINDOW_MS } from './back-press';

let current: Platform | undefined;

/** The platform the app runs on. */
export function getPlatform(): Platform {
  current ??= createPlatform();
  return current;
}

/** Replaces the platform (tests). */
export const setPlatform = (platform: Platform | undefined): void => void (current = platform);
