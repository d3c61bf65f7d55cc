// The slot for the recording / replay panel, owned by the replay helper in ./recording/recording-panel.tsx
// (export RecordingPanel). A glob import, so the console builds whether or not that file exists yet.
import { lazy, Suspense, type ComponentType } from 'react';

type RecordingModule = { RecordingPanel: ComponentType };
const found = import.meta.glob<RecordingModule>('./recording/recording-panel.tsx');
const load = Object.values(found)[0];
const Panel = load ? lazy(async () => ({ default: (await load()).RecordingPanel })) : null;

/** The recording panel when the replay helper's module is there; nothing otherwise. */
export function RecordingSlot() {
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
