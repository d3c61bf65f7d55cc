// True once the browser has painted the screen as first rendered. A component that measures itself
// as it mounts (MUI's scrollable Tabs: its indicator and scroll buttons) forces the browser to style
// and lay out the whole new screen inside React's commit; mounted after the first paint, it measures
// a page already laid out, and its own commit stays small.
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../lib/next-task';

type FrameScope = {
  requestAnimationFrame?: (run: () => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
};

export function useAfterPaint(scope: FrameScope = globalThis): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let live = true;
    const done = () => void nextTask().then(() => live && startTransition(() => setPainted(true)));
    // The frame's callback runs before its paint; the task after it, once painted.
    const frame = scope.requestAnimationFrame?.(done);
    if (frame === undefined) done();
    return () => {
      live = false;
      if (frame !== undefined) scope.cancelAnimationFrame?.(frame);
    };
  }, [painted, scope]);
  return painted;
}
