// The root of every route: the page, the global elements (snackbar, loading, logout and upgrade
// dialogs), the back-navigation block for allowBack false pages, and the packaged app's back button.
import { useEffect } from 'react';
import { Outlet, useBlocker, useMatches, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from './components/global/loading-overlay';
import { LogoutDialog } from './components/global/logout-dialog';
import { SnackbarHost } from './components/global/snackbar-host';
import { notifyKey, reportFailure } from './components/notify';
import { checkForUpgrade, UpgradeDialog } from './features/system';
import { createBackPress, getPlatform } from './platform';
import { offerUpgrade } from './stores/ui-store';

type Handle = { allowBack?: boolean } | undefined;

/** False when the current page (or a layout around it) says allowBack: false. */
function useAllowBack(): boolean {
  return useMatches().every((match) => (match.handle as Handle)?.allowBack !== false);
}

/** Blocks the browser's back (and forward) on allowBack false pages (seed section 4). */
function BackGuard({ allowBack }: { allowBack: boolean }) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && !allowBack);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

/** The packaged app's back button: back where allowed, else a second press within 1 s quits. */
function useHardwareBack(allowBack: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const platform = getPlatform();
    const press = createBackPress({
      now: () => Date.now(),
      canGoBack: () => allowBack && window.location.pathname !== '/' && window.history.length > 1,
      goBack: () => void navigate(-1),
      exit: () => platform.exit(),
      hint: () => notifyKey('shell:exitHint'),
    });
    return platform.onBackButton(() => void press());
  }, [allowBack, navigate]);
}

export function AppRoot() {
  const allowBack = useAllowBack();
  useHardwareBack(allowBack);
  useEffect(() => {
    checkForUpgrade()
      .then((offer) => offer && offerUpgrade(offer))
      .catch((error: unknown) => reportFailure(error));
  }, []);
  return (
    <>
      <Outlet />
      <BackGuard allowBack={allowBack} />
      <SnackbarHost />
      <LoadingOverlay />
      <LogoutDialog />
      <UpgradeDialog />
    </>
  );
}
