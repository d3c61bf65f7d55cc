// What both entries do before their first render (app/app-main.tsx, app/login-main.tsx): in dev the
// optional browser-hosted cloud, the simulated world's time, the chosen language's first-page messages.
import { config } from './config';
import { loadCoreMessages } from './i18n';
import { refreshWorldTime } from './lib/world-time';
// The styles of what is drawn without MUI: the public screens and the snackbar (here, not beside the
// components, because Node loads the route table and its components: tests/e2e/support/route-table.ts).
import './base.css';
import './components/global/snackbar.css';
import './features/auth/ui/auth.css';

/** Dev server only: VITE_BROWSER_CLOUD names a module (e.g. /simulator/cloud/browser.ts) whose start()
 * runs the simulated cloud in a service worker. A production build drops this branch entirely. */
async function startBrowserCloud(): Promise<void> {
  if (!import.meta.env.DEV || !config.simulated) return;
  const entry: unknown = import.meta.env.VITE_BROWSER_CLOUD;
  if (typeof entry !== 'string' || entry === '') return;
  const cloud = (await import(/* @vite-ignore */ entry)) as { start?: () => Promise<void> };
  await cloud.start?.();
}

let prepared: Promise<void> | undefined;

/** Once per page load, however many entries ask (the light login hands over to the full app). */
export function prepare(): Promise<void> {
  prepared ??= Promise.all([
    startBrowserCloud(),
    refreshWorldTime(),
    loadCoreMessages().catch((error: unknown) =>
      console.warn('[app] messages of the chosen language not loaded (the default language shows):', error),
    ),
  ]).then(() => undefined);
  return prepared;
}

/** The page's root element. */
export function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('[app] no #root element');
  return root;
}
