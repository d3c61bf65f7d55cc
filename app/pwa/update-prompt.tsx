// The "new version" prompt of the installed web app: mounts its dialog (update-dialog.tsx, a chunk of
// its own, not in any page's first load) when a new version first waits, and keeps it after.
import { lazy, Suspense, useState } from 'react';
import { usePwa } from './pwa-store';

const UpdateDialog = lazy(() => import('./update-dialog'));

export function UpdatePrompt() {
  const waiting = usePwa((s) => s.updateWaiting);
  const [shown, setShown] = useState(waiting);
  if (waiting && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <UpdateDialog />
    </Suspense>
  ) : null;
}
