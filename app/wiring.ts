// The one place the app's ports meet: session and bases to the live client, the HTTP client's timeout
// to the snackbar, the stored app version; and a session from an earlier page load reconnects.
import { setNetworkTimeoutHandler } from './api';
import { storeAppVersion } from './features/system/upgrade-check';
import { refreshSession } from './guards/session-check';
import { followBase, settingsFromConfig, startLive, stopLive } from './live';
import { setBasePorts, useBases } from './stores/bases-store';
import { startLastSeen } from './stores/last-seen-store';
import { isAuthenticated, setSessionPorts, useSession } from './stores/session-store';
import { savedLoginInfo } from './stores/session-keys';
import { showSnackbar } from './stores/ui-store';

/**
 * The broker refused the connection (after a broker or cloud restart). Bad credentials:
 * ask the cloud whether the token is still good; if not, the session ends with the seed's "token
 * expired, log in again" message; if it is (or the cloud cannot be reached), try again later.
 */
async function afterRefusal(code: number): Promise<'retry' | 'stop'> {
  if (code !== 4 && code !== 5) return 'retry';
  return (await refreshSession()) === 'ended' ? 'stop' : 'retry';
}

/** The screens' live queries (app/live/query.ts), loaded with the live connection, not on /login. */
let queries: typeof import('./live/query') | null = null;

function connectLive(mobile: string, token: string): void {
  followBase(useBases.getState().baseTopic);
  void startLive({ username: mobile, password: token }, { ...settingsFromConfig(), onRefused: afterRefusal });
  void import('./live/query').then((loaded) => {
    queries = loaded;
    loaded.followLiveReports();
  });
}

export function wireApp(): void {
  startLastSeen();
  setSessionPorts({
    connectLive,
    dropLive: () => {
      queries?.clearLiveQueries();
      void stopLive();
    },
  });
  setBasePorts({ onSelect: (topic) => followBase(topic) });
  setNetworkTimeoutHandler((message) => showSnackbar(message, { severity: 'error' }));
  storeAppVersion();
  // An older build kept the password in plain text; reading the entry rewrites it without.
  savedLoginInfo();
  const { token, user } = useSession.getState();
  if (isAuthenticated() && token && user) connectLive(user.mobile, token);
}
