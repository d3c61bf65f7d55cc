// A test double of the platform: records what the app asked of it and lets a test press back.
import type { Platform, PlatformKind } from '../platform/types';

export type FakePlatform = Platform & {
  calls: { openUrl: string[]; installed: string[]; exits: number };
  /** Simulates the hardware back button. */
  pressBack: () => void;
};

export function createFakePlatform(kind: PlatformKind = 'android', version = '1.0.0'): FakePlatform {
  const handlers = new Set<() => void>();
  const calls: FakePlatform['calls'] = { openUrl: [], installed: [], exits: 0 };
  return {
    kind,
    version,
    calls,
    openUrl: (url) => void calls.openUrl.push(url),
    downloadAndInstall(url, onProgress) {
      onProgress?.(0.5);
      onProgress?.(1);
      calls.installed.push(url);
      return Promise.resolve();
    },
    exit: () => void (calls.exits += 1),
    onBackButton(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    pressBack: () => handlers.forEach((h) => h()),
  };
}
