// Whether the app opened without a connection: the installed app's page always comes from the
// service worker's copy, so ask the server itself (past that copy) before showing live screens.

/** How long a start waits for the server before showing the offline shell (a weak signal in a greenhouse). */
export const REACHABLE_TIMEOUT_MS = 4_000;

export type ConnectivityHost = {
  onLine: boolean;
  /** True when a service worker served this page (then only asking the server tells). */
  fromServiceWorker: boolean;
  fetch: typeof fetch;
};

const currentHost = (): ConnectivityHost => ({
  onLine: typeof navigator === 'undefined' || navigator.onLine !== false,
  fromServiceWorker: typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
  fetch: (...args) => fetch(...args),
});

/** True when the server answers at all (any HTTP status); false when the request fails or times out. */
export async function serverReachable(
  host: Pick<ConnectivityHost, 'fetch'>,
  timeoutMs = REACHABLE_TIMEOUT_MS,
): Promise<boolean> {
  try {
    // A query the service worker's precache does not know, so the request goes to the network.
    await host.fetch(`/manifest.webmanifest?reachable=${Date.now()}`, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

/** True when the app should start on the offline shell instead of its screens. */
export async function offlineAtStart(host: ConnectivityHost = currentHost()): Promise<boolean> {
  if (!host.onLine) return true;
  if (!host.fromServiceWorker) return false; // the page itself just came over the network
  return !(await serverReachable(host));
}
