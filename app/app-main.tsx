// The full app: theme, i18n, the data router (or the offline shell when opened without a network);
// the packaged app's platform first; the PWA worker after. Started by app/main.tsx, or by the light
// login (app/login-main.tsx) when the grower moves on from /login.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { prepare, rootElement } from './boot';
import { nextTask } from './lib/next-task';
import { theme } from './components/theme';
import { i18n } from './i18n';
import { loadPlatform } from './platform';
import { offlineAtStart, startServiceWorker, UpdatePrompt } from './pwa';
import { createAppRouter, warmRoute } from './router';
import { wireApp } from './wiring';

export type AppRouter = ReturnType<typeof createAppRouter>;

export type StartOptions = {
  /** Handed over by the light login, which has asked whether the page is offline and started the worker. */
  handedOver?: { offline: boolean };
  /** Called with the router once it renders (the light login's hand-over navigates with it). */
  then?: (router: AppRouter) => void;
};

/**
 * The home screen's code (shell, zone cards, their messages) and MQTT.js, fetched and run ahead of
 * the hand-over: the light login calls this on the grower's first input, so 登录 waits for the
 * cloud's answers, not for code.
 */
export function warmHome(): Promise<unknown> {
  return Promise.all([warmRoute('/'), import('mqtt')]);
}

export async function start({ handedOver, then }: StartOptions = {}): Promise<void> {
  await prepare();
  await loadPlatform().catch((error: unknown) => console.warn('[app] native platform not loaded:', error));
  const offline = handedOver ? handedOver.offline : await offlineAtStart();
  // The router matches the whole route table and starts the first screen's loads, the wiring starts
  // the live connection: each in a task apart, from each other and from the evaluation of the modules
  // that came before them (together, one long task on a phone-speed CPU). The connection first: its
  // socket and MQTT.js then load while the router works.
  await nextTask();
  if (!offline) {
    wireApp();
    await nextTask();
  }
  const router = offline ? undefined : createAppRouter();
  // The offline shell is a chunk of its own (the service worker keeps it): no online start loads it.
  const OfflineShell = offline ? (await import('./pwa/offline-shell')).OfflineShell : () => null;
  // In a transition: React renders the shell and the first screen in slices, so the page answers a
  // tap meanwhile (one render was a 250 ms task on a phone-speed CPU).
  const root = createRoot(rootElement());
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <I18nextProvider i18n={i18n}>
            {router ? (
              <>
                <RouterProvider router={router} />
                <UpdatePrompt />
              </>
            ) : (
              <OfflineShell />
            )}
          </I18nextProvider>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
  if (router) then?.(router);
  if (!handedOver) void startServiceWorker();
}
