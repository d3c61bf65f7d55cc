import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '../../protocol/rest';
import { createBackPress } from './back-press';
import { createFakePlatform } from '../test-support/fake-platform';
import { compareVersions, upgradeOfferFor } from './version';
import { createPlatform, readBridge } from './web';

const info: AppInfo = {
  androidVersion: '1.2.0',
  androidTime: '2026-05-01',
  androidLog: 'fixes',
  apkUrl: '/sim/downloads/a.apk',
  iosVersion: '1.1.0',
  iosTime: '2026-04-01',
  iosLog: 'ios fixes',
  ipaUrl: 'https://apps.apple.com/app/id1',
};

describe('version compare', () => {
  it('compares numerically, part by part, with missing parts as 0', () => {
    expect(compareVersions('1.2.0', '1.10.0')).toBe(-1);
    expect(compareVersions('1.10', '1.9.9')).toBe(1);
    expect(compareVersions('v2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.0.0-3', '1.0.0-12')).toBe(-1);
  });

  it('offers the platform latest only when the stored version is older, never on the web', () => {
    expect(upgradeOfferFor('android', '1.0.0', info)).toEqual({
      platform: 'android',
      version: '1.2.0',
      date: '2026-05-01',
      notes: 'fixes',
      url: '/sim/downloads/a.apk',
    });
    expect(upgradeOfferFor('ios', '1.0.9', info)?.url).toBe('https://apps.apple.com/app/id1');
    expect(upgradeOfferFor('ios', '1.1.0', info)).toBeNull();
    expect(upgradeOfferFor('web', '0.0.1', info)).toBeNull();
  });
});

describe('back press of the packaged app', () => {
  afterEach(() => vi.useRealTimers());

  it('goes back where allowed, else quits on a second press within 1 s', () => {
    vi.useFakeTimers();
    const platform = createFakePlatform();
    let allowed = true;
    const hints: number[] = [];
    const press = createBackPress({
      now: () => Date.now(),
      canGoBack: () => allowed,
      goBack: () => undefined,
      exit: () => platform.exit(),
      hint: () => hints.push(Date.now()),
    });
    expect(press()).toBe('back');
    allowed = false;
    expect(press()).toBe('hint');
    vi.advanceTimersByTime(1_001);
    expect(press()).toBe('hint');
    vi.advanceTimersByTime(999);
    expect(press()).toBe('exit');
    expect(platform.calls.exits).toBe(1);
    expect(hints).toHaveLength(2);
  });
});

describe('platform from the window', () => {
  it('is the web, with the build version, without a bridge', () => {
    const platform = createPlatform({ open: () => null });
    expect(platform.kind).toBe('web');
    expect(platform.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('ignores a malformed bridge and uses a well-formed one', () => {
    expect(readBridge({ GreenhouseNative: { platform: 'symbian', version: '1' } })).toBeUndefined();
    const openUrl = vi.fn();
    const host = { GreenhouseNative: { platform: 'ios', version: '0.9.0', openUrl } } as unknown as Window;
    const platform = createPlatform(host);
    expect([platform.kind, platform.version]).toEqual(['ios', '0.9.0']);
    platform.openUrl('https://apps.apple.com/app/id1');
    expect(openUrl).toHaveBeenCalledWith('https://apps.apple.com/app/id1');
  });

  it('downloads the Android package with progress and hands it to the installer', async () => {
    const installPackage = vi.fn();
    const host = {
      GreenhouseNative: { platform: 'android', version: '1.0.0', installPackage },
    } as unknown as Window;
    const body = new Uint8Array(1000);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(body, { headers: { 'content-length': '1000' } })),
    );
    const progress: number[] = [];
    await createPlatform(host).downloadAndInstall('/sim/downloads/a.apk', (f) => progress.push(f));
    vi.unstubAllGlobals();
    expect(progress.at(-1)).toBe(1);
    expect((installPackage.mock.calls[0]?.[0] as Blob).size).toBe(1000);
  });
});
