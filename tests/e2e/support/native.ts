// A packaged app's shell, stood in by an init script: the window.GreenhouseNative bridge of
// app/platform, recording what the app asked of it in window.__ghNative.
import type { Page } from '@playwright/test';

export type NativeCalls = { installed: number[]; opened: string[]; exits: number };

export async function installNativeBridge(
  page: Page,
  platform: 'android' | 'ios',
  version: string,
): Promise<void> {
  await page.addInitScript(
    ([kind, installed]) => {
      const calls = { installed: [] as number[], opened: [] as string[], exits: 0 };
      let back: (() => void) | undefined;
      Object.assign(window, {
        __ghNative: calls,
        __ghBack: () => back?.(),
        GreenhouseNative: {
          platform: kind,
          version: installed,
          openUrl: (url: string) => calls.opened.push(url),
          installPackage: (pkg: Blob) => void calls.installed.push(pkg.size),
          exitApp: () => void (calls.exits += 1),
          addBackButtonListener: (handler: () => void) => {
            back = handler;
            return () => (back = undefined);
          },
        },
      });
    },
    [platform, version] as const,
  );
}

export const nativeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ghNative: NativeCalls }).__ghNative);

export const pressBack = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ghBack: () => void }).__ghBack());
