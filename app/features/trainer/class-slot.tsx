// The class panel, loaded on first render of the console only (its QR encoder loads later still, with the sheet).
import { lazy, Suspense } from 'react';

const Panel = lazy(async () => ({ default: (await import('./class/class-panel')).ClassPanel }));

export function ClassSlot() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
