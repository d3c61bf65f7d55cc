// Global UI state (seed "global elements"): the top snackbar, the loading indicator, the logout and
// upgrade dialogs, and the open-alarm count the header's bell shows.
import { create } from 'zustand';
import { i18n } from '../i18n';
import type { UpgradeOffer } from '../platform/version';
import { hasServers } from './bases-store';

export type Severity = 'info' | 'success' | 'warning' | 'error';
export type Snack = { id: number; message: string; durationMs: number; severity: Severity };

export type UiState = {
  snack: Snack | null;
  loading: boolean;
  logoutDialog: boolean;
  upgrade: UpgradeOffer | null;
};

/** Seed section 9: snackbar 3 s (2 s on the registration form); loading times out after 25 s. */
export const SNACKBAR_MS = 3_000;
export const REGISTER_SNACKBAR_MS = 2_000;
export const LOADING_TIMEOUT_MS = 25_000;

export const useUi = create<UiState>(() => ({
  snack: null,
  loading: false,
  logoutDialog: false,
  upgrade: null,
}));

let snackId = 0;
/** Shows a message in the top snackbar (3 s unless told otherwise); it replaces any shown one. */
export function showSnackbar(
  message: string,
  options: { durationMs?: number; severity?: Severity } = {},
): void {
  if (message.trim() === '') return;
  snackId += 1;
  const snack = {
    id: snackId,
    message,
    durationMs: options.durationMs ?? SNACKBAR_MS,
    severity: options.severity ?? 'info',
  };
  useUi.setState({ snack });
}
export const closeSnackbar = (): void => useUi.setState({ snack: null });

let loadingTimer: ReturnType<typeof setTimeout> | undefined;
/** Shows the loading indicator only when the user has a bound server, else the no-server snackbar;
 * it hides by itself after 25 s. Returns whether it is shown. */
export function showLoading(): boolean {
  if (!hasServers()) {
    showSnackbar(i18n.t('auth:noServer'), { severity: 'warning' });
    return false;
  }
  clearTimeout(loadingTimer);
  loadingTimer = setTimeout(hideLoading, LOADING_TIMEOUT_MS);
  useUi.setState({ loading: true });
  return true;
}
export function hideLoading(): void {
  clearTimeout(loadingTimer);
  loadingTimer = undefined;
  useUi.setState({ loading: false });
}

export const openLogoutDialog = (): void => useUi.setState({ logoutDialog: true });
export const closeLogoutDialog = (): void => useUi.setState({ logoutDialog: false });
export const offerUpgrade = (upgrade: UpgradeOffer): void => useUi.setState({ upgrade });
export const dismissUpgrade = (): void => useUi.setState({ upgrade: null });
