// The software-update check (seed section 4): the stored app version against the platform's latest.
import { z } from '../../../protocol/zod-mini';
import { appInfoResponse } from '../../../protocol/rest';
import { appInfo, appInfoClient } from '../../api';
import { getPlatform, upgradeOfferFor, type Platform, type UpgradeOffer } from '../../platform';
import { readItem, writeItem } from '../../stores/session-keys';

/** The product's id in the app-info service. */
export const APP_ID = 'greenhouse-hil';

/** Remembers the installed version as the stored app version ("auto version" of seed section 3). */
export function storeAppVersion(platform: Platform = getPlatform()): string {
  writeItem('autoVersion', platform.version);
  return platform.version;
}

/** The update to offer, or null (the web, up to date, or no answer). Errors reach the caller. */
export async function checkForUpgrade(platform: Platform = getPlatform()): Promise<UpgradeOffer | null> {
  if (platform.kind === 'web') return null;
  const stored = readItem('autoVersion', z.string()) ?? storeAppVersion(platform);
  const answer = await appInfo(appInfoClient(), { appid: APP_ID, version: stored }, appInfoResponse);
  if (answer.status !== 1 || !answer.data) return null;
  return upgradeOfferFor(platform.kind, stored, answer.data);
}
