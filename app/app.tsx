// The root of every route: the page, the global elements (snackbar, loading, logout and upgrade
// dialogs: app/global-overlays.tsx, loaded after the first paint), the back-navigation block for
// allowBack false pages, and the packaged app's back button.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { NavigationType, Outlet, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { prefetchWhenIdle } from './components/idle-prefetch';
import { notifyKey, reportFailure } from './components/notify';
// The check alone: the system barrel would bring the upgrade dialog (global-overlays.tsx) into the entry.
import { checkForUpgrade } from './features/system/upgrade-check';
import { createBackPress, getPlatform } from './platform';
import { offerUpgrade, useUi } from './stores/ui-store';

const loadOverlays = () => import('./global-overlays');
const GlobalOverlays = lazy(loadOverlays);

/** Whether the page at a path allows back navigation (its allowBack flag and its layouts'). */
export type AllowBackAt = (pathname: string) => boolean;

/** Blocks the browser's back (and forward) on allowBack false pages (seed section 4). The page is read
 * from the router's current location at the moment of the navigation, never from a stale render. */
function BackGuard({ allowBackAt }: { allowBackAt: AllowBackAt }) {
  const blocker = useBlocker(
    ({ historyAction, currentLocation }) =>
      historyAction === NavigationType.Pop && !allowBackAt(currentLocation.pathname),
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

/** The global elements (not in the first load): mounted once their chunk has loaded after the
 * first paint, or as soon as one of them is asked for, and kept mounted after (their transitions). */
function Overlays() {
  const asked = useUi((s) => s.snack !== null || s.loading || s.logoutDialog || s.upgrade !== null);
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  // Mounted in a transition: React renders them in slices (a default update renders in one task).
  useEffect(
    () => prefetchWhenIdle(() => loadOverlays().then(() => startTransition(() => setMounted(true)))),
    [],
  );
  return mounted ? (
    <Suspense fallback={null}>
      <GlobalOverlays platform={getPlatform()} />
    </Suspense>
  ) : null;
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
      <Overlays />
    </>
  );
}
