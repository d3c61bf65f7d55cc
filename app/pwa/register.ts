// Registers the PWA's service worker (vite-plugin-pwa, Workbox) in built web apps, never in dev
// (MSW's /mockServiceWorker.js owns the dev server's origin) nor inside the packaged native apps.
import { isNativeShell } from '../platform/native-shell';
import { offerReload } from './pwa-store';

/** How often a long-open app asks the server for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type ServiceWorkerHost = {
  production: boolean;
  native: boolean;
  supported: boolean;
};

const currentHost = (): ServiceWorkerHost => ({
  production: import.meta.env.PROD,
  native: isNativeShell(),
  supported: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
});

/** True when this page should run the PWA's worker. */
export const wantsServiceWorker = (host: ServiceWorkerHost): boolean =>
  host.production && !host.native && host.supported;

/** Registers the worker; a waiting new version opens the update prompt. Resolves once asked. */
export async function startServiceWorker(host: ServiceWorkerHost = currentHost()): Promise<boolean> {
  if (!wantsServiceWorker(host)) return false;
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => offerReload(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
    onRegisterError: (error: unknown) => console.warn('[pwa] service worker not registered:', error),
  });
  return true;
}
