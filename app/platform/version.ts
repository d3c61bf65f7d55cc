// Version comparison and the upgrade decision (seed section 4: the upgrade dialog).
import type { AppInfo } from '../../protocol/rest';
import type { PlatformKind } from './types';

/** An available update the upgrade dialog offers. */
export type UpgradeOffer = {
  platform: 'android' | 'ios';
  version: string;
  date: string;
  notes: string;
  url: string;
};

const parts = (v: string): number[] =>
  v
    .trim()
    .replace(/^v/i, '')
    .split(/[.-]/)
    .map((p) => Number.parseInt(p, 10))
    .map((n) => (Number.isFinite(n) ? n : 0));

/** -1 when a is older than b, 1 when newer, 0 when the same (missing parts count as 0). */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The update to offer when the stored version is older than the platform's latest; none on the web. */
export function upgradeOfferFor(kind: PlatformKind, stored: string, info: AppInfo): UpgradeOffer | null {
  if (kind === 'web') return null;
  const latest =
    kind === 'android'
      ? { version: info.androidVersion, date: info.androidTime, notes: info.androidLog, url: info.apkUrl }
      : { version: info.iosVersion, date: info.iosTime, notes: info.iosLog, url: info.ipaUrl };
  return compareVersions(stored, latest.version) < 0 ? { platform: kind, ...latest } : null;
}
