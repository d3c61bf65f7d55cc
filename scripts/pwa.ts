/**
 * The installable app. vite-plugin-pwa (2.x, Vite 8) with Workbox's generateSW: the web app
 * manifest, and a service worker that precaches the built app so it opens without a network (the
 * app then shows its offline shell, app/pwa/offline-shell.tsx) and waits for the grower's "reload"
 * before a new version takes over (registerType 'prompt', app/pwa/update-prompt.tsx).
 *
 * Built apps only: the dev server, where MSW's /mockServiceWorker.js may run the simulated cloud,
 * never gets this worker (devOptions off, and app/pwa/register.ts registers only in production
 * builds). The e2e harness serves a simulated production build, which does register it; the specs
 * block service workers except tests/e2e/pwa-install.spec.ts.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The MUI theme's primary and background colours (app/components/theme.ts; a unit test keeps them equal). */
export const THEME_COLOR = '#2e7d32';
export const BACKGROUND_COLOR = '#f3f7f1';

/**
 * Paths the server answers itself, never with the app's page: REST, app info, the simulated world and
 * cloud, the broker's WebSocket, and files (anything with an extension, e.g. contract documents).
 */
export const NOT_THE_APP: RegExp[] = [/^\/(api|v1|sim|mqtt)(\/|$)/, /\/[^/?]+\.[a-z0-9]+$/i];

export const manifest = {
  name: '温室智能管控',
  short_name: '温室管控',
  description: '温室环境监测与水肥一体化控制 · Greenhouse monitoring and fertigation control',
  lang: 'zh-CN',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['productivity', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies VitePWAOptions['manifest'];

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifest,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  devOptions: { enabled: false },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NOT_THE_APP,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // The entry's largest chunk is ~650 kB; keep every chunk of the app in the offline copy.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
};
