// The light /login: the login and register tabs with React alone, no MUI, router or MQTT
// client. The grower's next step (logged in, forgot password, a new version waiting, no network)
// hands over to the full app (app/app-main.tsx), which goes on at the path asked for.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setNetworkTimeoutHandler } from './api';
import { prepare, rootElement } from './boot';
import { SnackbarHost } from './components/global/snackbar-host';
import { prefetchWhenIdle } from './components/idle-prefetch';
import { AuthNavContext, type AuthNav, type GoOptions } from './features/auth/auth-nav';
import { LoginPage } from './features/auth/login-page';
import { offlineAtStart } from './pwa/connectivity';
import { usePwa } from './pwa/pwa-store';
import { startServiceWorker } from './pwa/register';
import { showSnackbar } from './stores/ui-store';

let root: Root | undefined;
let handing: Promise<void> | undefined;

/** Replaces the light login with the full app at this URL, which then goes on to `to` if given. */
function handOver(to?: string, options?: GoOptions, offline = false): Promise<void> {
  handing ??= import('./app-main').then((app) => {
    root?.unmount();
    root = undefined;
    return app.start({
      handedOver: { offline },
      then: to === undefined ? undefined : (router) => void router.navigate(to, options),
    });
  });
  return handing;
}

/** The history entry's state as the data router keeps it (`usr`), e.g. after a reload. */
const routerState = (): unknown => {
  const state: unknown = window.history.state;
  return (typeof state === 'object' && state !== null && 'usr' in state ? state.usr : null) ?? null;
};

export async function start(): Promise<void> {
  await prepare();
  // Offline, the full app shows its offline shell.
  if (await offlineAtStart()) return handOver(undefined, undefined, true);
  setNetworkTimeoutHandler((message) => showSnackbar(message, { severity: 'error' }));
  const nav: AuthNav = { go: (to, options) => void handOver(to, options), state: routerState(), search: '' };
  root = createRoot(rootElement());
  root.render(
    <StrictMode>
      <AuthNavContext value={nav}>
        <LoginPage />
      </AuthNavContext>
      <SnackbarHost />
    </StrictMode>,
  );
  // A new version waiting: the full app shows its prompt (app/pwa/update-prompt.tsx) over /login.
  usePwa.subscribe((pwa) => pwa.updateWaiting && void handOver());
  void startServiceWorker();
  // After the first paint, when the browser is idle: the full app's code, so the hand-over is quick;
  // on the grower's first input, the home screen's too (a keystroke's worth of work, while they type).
  prefetchWhenIdle(() => import('./app-main'));
  onFirstInput(() => void import('./app-main').then((app) => app.warmHome()).catch(() => undefined));
}

/** Runs `then` once, on the first focus or input in the page (a field tapped, autofilled, typed in). */
function onFirstInput(then: () => void): void {
  const events = ['focusin', 'input'] as const;
  const once = () => {
    for (const type of events) document.removeEventListener(type, once, true);
    then();
  };
  for (const type of events) document.addEventListener(type, once, true);
}
