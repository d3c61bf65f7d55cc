// The app's entry: theme, i18n, the data router (or the offline shell when opened without a network);
// the packaged app's platform first, in dev optionally the browser-hosted cloud; the PWA worker after.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { theme } from './components/theme';
import { config } from './config';
import { i18n, loadCoreMessages } from './i18n';
import { loadPlatform } from './platform';
import { offlineAtStart, OfflineShell, startServiceWorker, UpdatePrompt } from './pwa';
import { refreshWorldTime } from './lib/world-time';
import { createAppRouter } from './router';
import { wireApp } from './wiring';

/** Dev server only: VITE_BROWSER_CLOUD names a module (e.g. /simulator/cloud/browser.ts) whose start()
 * runs the simulated cloud in a service worker. A production build drops this branch entirely. */
async function startBrowserCloud(): Promise<void> {
  if (!import.meta.env.DEV || !config.simulated) return;
  const entry: unknown = import.meta.env.VITE_BROWSER_CLOUD;
  if (typeof entry !== 'string' || entry === '') return;
  const cloud = (await import(/* @vite-ignore */ entry)) as { start?: () => Promise<void> };
  await cloud.start?.();
}

async function boot(): Promise<void> {
  // Simulated builds: the world's time before the first screen computes a date (production: at once);
  // the chosen language's first-page messages when it is not the default one.
  const messages = loadCoreMessages().catch((error: unknown) =>
    console.warn('[app] messages of the chosen language not loaded (the default language shows):', error),
  );
  await Promise.all([startBrowserCloud(), refreshWorldTime(), messages]);
  await loadPlatform().catch((error: unknown) => console.warn('[app] native platform not loaded:', error));
  const offline = await offlineAtStart();
  if (!offline) wireApp();
  const root = document.getElementById('root');
  if (!root) throw new Error('[app] no #root element');
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          {offline ? (
            <OfflineShell />
          ) : (
            <>
              <RouterProvider router={createAppRouter()} />
              <UpdatePrompt />
            </>
          )}
        </I18nextProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  void startServiceWorker();
}

void boot();
