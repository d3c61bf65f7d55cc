// The global elements every page can show (seed "global elements"): the top snackbar, the loading
// indicator, the logout and upgrade dialogs. A chunk of their own (app.tsx loads it once the page is
// idle, or at once when one of them is asked for before that): none shows on a page's first paint.
import { LoadingOverlay } from './components/global/loading-overlay';
import { LogoutDialog } from './components/global/logout-dialog';
import { SnackbarHost } from './components/global/snackbar-host';
import { UpgradeDialog } from './features/system/upgrade-dialog';
import type { Platform } from './platform';

export default function GlobalOverlays({ platform }: { platform: Platform }) {
  return (
    <>
      <SnackbarHost />
      <LoadingOverlay />
      <LogoutDialog />
      <UpgradeDialog platform={platform} />
    </>
  );
}
