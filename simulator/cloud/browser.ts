// The simulated cloud in the browser: the same handlers in MSW's service worker, for running the app
// without the Node cloud (`VITE_BROWSER_CLOUD=/simulator/cloud/browser.ts npx vite`; dev server only).
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/index.ts';
import { CloudStore } from './store.ts';

/** The store behind the browser-hosted cloud (one per page load). */
export const store = new CloudStore({ log: (line) => console.info(line) });

/** Registers the worker and resolves once it intercepts; the app renders after this. */
export async function start(): Promise<void> {
  const worker = setupWorker(...createHandlers(store));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  console.info('[cloud] browser-hosted cloud started (service worker)');
}
