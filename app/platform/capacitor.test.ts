// The Capacitor platform with @capacitor/core, @capacitor/app and @capacitor/app-launcher mocked at their boundary.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackPress } from './back-press';
import { isNativeShell, isPackagedApp } from './native-shell';

const native = vi.hoisted(() => ({
  platform: 'android',
  backListeners: [] as (() => void)[],
  removed: 0,
  exits: 0,
  opened: [] as string[],
  openCompletes: true,
}));

vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => native.platform } }));
vi.mock('@capacitor/app', () => ({
  App: {
    getInfo: () =>
      Promise.resolve({ name: '温室智能管控', id: 'com.greenhousehil.grower', build: '7', version: '1.4.0' }),
    exitApp: () => Promise.resolve(void (native.exits += 1)),
    addListener: (event: string, listener: () => void) => {
      if (event !== 'backButton') return Promise.reject(new Error(`unexpected listener ${event}`));
      native.backListeners.push(listener);
      return Promise.resolve({
        remove: () => {
          native.removed += 1;
          native.backListeners = native.backListeners.filter((l) => l !== listener);
          return Promise.resolve();
        },
      });
    },
  },
}));
vi.mock('@capacitor/app-launcher', () => ({
  AppLauncher: {
    openUrl: ({ url }: { url: string }) => {
      native.opened.push(url);
      return Promise.resolve({ completed: native.openCompletes });
    },
  },
}));

const { createCapacitorPlatform } = await import('./capacitor');
const { getPlatform, loadPlatform, setPlatform } = await import('./index');
const pressBack = () => native.backListeners.forEach((l) => l());

beforeEach(() => {
  Object.assign(native, { platform: 'android', backListeners: [], removed: 0, exits: 0, opened: [] });
  native.openCompletes = true;
});
afterEach(() => {
  vi.useRealTimers();
  setPlatform(undefined);
});

describe('the packaged app (Capacitor)', () => {
  it('takes its kind from Capacitor and its version from the installed package', async () => {
    const platform = await createCapacitorPlatform();
    expect([platform.kind, platform.version]).toEqual(['android', '1.4.0']);
    native.platform = 'ios';
    expect((await createCapacitorPlatform()).kind).toBe('ios');
    native.platform = 'web';
    await expect(createCapacitorPlatform()).rejects.toThrow(/not a native platform/);
  });

  it('hands the store page or the APK to the system, and says when the system could not', async () => {
    const platform = await createCapacitorPlatform();
    platform.openUrl('https://apps.apple.com/app/id1');
    const progress: number[] = [];
    await platform.downloadAndInstall('https://example.com/a.apk', (f) => progress.push(f));
    expect(native.opened).toEqual(['https://apps.apple.com/app/id1', 'https://example.com/a.apk']);
    expect(progress).toEqual([0, 1]);
    native.openCompletes = false;
    await expect(platform.downloadAndInstall('https://example.com/a.apk')).rejects.toThrow(/could not open/);
  });

  it('back goes back where allowed; else a second press within 1 s quits through App.exitApp', async () => {
    vi.useFakeTimers();
    const platform = await createCapacitorPlatform();
    let allowBack = true;
    const done: string[] = [];
    const press = createBackPress({
      now: () => Date.now(),
      canGoBack: () => allowBack,
      goBack: () => done.push('back'),
      exit: () => platform.exit(),
      hint: () => done.push('hint'),
    });
    const off = platform.onBackButton(() => void press());
    await vi.waitFor(() => expect(native.backListeners).toHaveLength(1));
    pressBack();
    allowBack = false;
    pressBack();
    vi.advanceTimersByTime(1_200);
    pressBack();
    vi.advanceTimersByTime(900);
    pressBack();
    await vi.waitFor(() => expect(native.exits).toBe(1));
    expect(done).toEqual(['back', 'hint', 'hint']);
    off();
    await vi.waitFor(() => expect(native.removed).toBe(1));
    expect(native.backListeners).toHaveLength(0);
  });

  it('is what the app runs on only inside the native shell', async () => {
    expect((await loadPlatform(false)).kind).toBe('web');
    setPlatform(undefined);
    await loadPlatform(true);
    expect([getPlatform().kind, getPlatform().version]).toEqual(['android', '1.4.0']);
  });
});

describe('native shell detection', () => {
  it('trusts only a Capacitor bridge that says it is native', () => {
    expect(isNativeShell(undefined)).toBe(false);
    expect(isNativeShell({})).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: 'yes' } })).toBe(false);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
  });

  it('counts the Capacitor shell and a WebView with the GreenhouseNative bridge as packaged apps', () => {
    expect(isPackagedApp(undefined)).toBe(false);
    expect(isPackagedApp({})).toBe(false);
    expect(isPackagedApp({ GreenhouseNative: { platform: 'android', version: '1.0.0' } })).toBe(true);
    expect(isPackagedApp({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
  });
});
