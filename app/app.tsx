// The root of every route: the page, the global elements (snackbar, loading, logout and upgrade
// dialogs), the back-navigation block for allowBack false pages, and the packaged app's back button.
import { useEffect } from 'react';
import { Outlet, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from './components/global/loading-overlay';
import { LogoutDialog } from './components/global/logout-dialog';
import { SnackbarHost } from './components/global/snackbar-host';
import { notifyKey, reportFailure } from './components/notify';
import { checkForUpgrade, UpgradeDialog } from './features/system';
import { createBackPress, getPlatform } from './platform';
import { offerUpgrade } from './stores/ui-store';

/** Whether the page at a path allows back navigation (its allowBack flag and its layouts'). */
export type AllowBackAt = (pathname: string) => boolean;

/** Blocks the browser's back (and forward) on allowBack false pages (seed section 4). The page is read
 * from the router's current location at the moment of the navigation, never from a stale render. */
function BackGuard({ allowBackAt }: { allowBackAt: AllowBackAt }) {
  const blocker = useBlocker(
    ({ historyAction, currentLocation }) => historyAction === 'POP' && !allowBackAt(currentLocation.pathname),
  );
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

export function AppRoot({ allowBackAt }: { allowBackAt: AllowBackAt }) {
  const { pathname } = useLocation();
  useHardwareBack(allowBackAt(pathname));
  useEffect(() => {
    checkForUpgrade()
      .then((offer) => offer && offerUpgrade(offer))
      .catch((error: unknown) => reportFailure(error));
  }, []);
  return (
    <>
      <Outlet />
      <BackGuard allowBackAt={allowBackAt} />
      <SnackbarHost />
      <LoadingOverlay />
      <LogoutDialog />
      <UpgradeDialog />
    </>
  );
}
