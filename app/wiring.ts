// The one place the app's ports meet: session and bases to the live client, the HTTP client's timeout
// to the snackbar, the stored app version; and a session from an earlier page load reconnects.
import { setNetworkTimeoutHandler } from './api';
import { storeAppVersion } from './features/system';
import { selectBase as liveSelectBase, startLive, stopLive } from './live';
import { setBasePorts, useBases } from './stores/bases-store';
import { isAuthenticated, setSessionPorts, useSession } from './stores/session-store';
import { savedLoginInfo } from './stores/session-keys';
import { showSnackbar } from './stores/ui-store';

function connectLive(mobile: string, token: string): void {
  liveSelectBase(useBases.getState().baseTopic);
  startLive({ username: mobile, password: token });
}

export function wireApp(): void {
  setSessionPorts({ connectLive, dropLive: () => void stopLive() });
  setBasePorts({ onSelect: (topic) => liveSelectBase(topic) });
  setNetworkTimeoutHandler((message) => showSnackbar(message, { severity: 'error' }));
  storeAppVersion();
  // Issue 11: an older build kept the password in plain text; reading the entry rewrites it without.
  savedLoginInfo();
  const { token, user } = useSession.getState();
  if (isAuthenticated() && token && user) connectLive(user.mobile, token);
}
