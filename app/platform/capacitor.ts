// The platform inside the packaged Capacitor apps (native/): @capacitor/app for the version, the
// back button and quitting, @capacitor/app-launcher to hand the store page or the APK to the system.
// Loaded only on native (see loadPlatform in index.ts), so none of it is in the web's first load.
import { App } from '@capacitor/app';
import { AppLauncher } from '@capacitor/app-launcher';
import { Capacitor } from '@capacitor/core';
import type { Platform } from './types';

/** Opens a URL with the system: the App Store page on iOS, the browser's download of the APK on Android. */
async function openWithSystem(url: string): Promise<void> {
  const { completed } = await AppLauncher.openUrl({ url });
  if (!completed) throw new Error(`[platform] the system could not open ${url}`);
}

/** The platform of the packaged app; its version is the installed package's (versionName / CFBundleShortVersionString). */
export async function createCapacitorPlatform(): Promise<Platform> {
  const kind = Capacitor.getPlatform();
  if (kind !== 'android' && kind !== 'ios') throw new Error(`[platform] not a native platform: ${kind}`);
  const { version } = await App.getInfo();
  return {
    kind,
    version,
    openUrl(url) {
      openWithSystem(url).catch((error: unknown) => console.warn('[platform] open failed:', error));
    },
    async downloadAndInstall(url, onProgress) {
      // The system browser downloads the package and offers its installer (the WebView cannot install).
      onProgress?.(0);
      await openWithSystem(url);
      onProgress?.(1);
    },
    exit() {
      void App.exitApp();
    },
    onBackButton(handler) {
      // A backButton listener replaces the WebView's own back; removed when the caller unsubscribes.
      const listening = App.addListener('backButton', () => handler());
      return () => void listening.then((listener) => listener.remove());
    },
  };
}
