/**
 * Runs the preview of the edited form as it changes: a change waits `debounceMs` for the next one,
 * then replaces any run still going (the runner ends it); each run carries a sequence number, and
 * only the newest one's result or error is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewComparison } from './compare';
import type { PreviewRequest } from './preview-input';
import { PreviewCancelled, type PreviewRunner } from './preview-runner';

export const debounceMs = 400;

export type PreviewRunState =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: PreviewComparison }
  | { state: 'error'; error: unknown };

/** `key` names the edit (the runs' inputs); `build` makes its request when the run starts. */
export function usePreviewRun(
  key: string | null,
  build: () => PreviewRequest,
  runner: PreviewRunner,
): PreviewRunState {
  // The shown outcome and the key it is of: an outcome of an older key reads as running.
  const [outcome, setOutcome] = useState<{ key: string; state: PreviewRunState } | null>(null);
  const sequence = useRef(0);
  const latestBuild = useRef(build);
  useEffect(() => {
    latestBuild.current = build;
  });
  useEffect(() => {
    if (key === null) return;
    const mine = ++sequence.current;
    const setState = (state: PreviewRunState) => setOutcome({ key, state });
    const timer = setTimeout(() => {
      let request: PreviewRequest;
      try {
        request = latestBuild.current();
      } catch (error) {
        setState({ state: 'error', error });
        return;
      }
      runner(request).then(
        (result) => mine === sequence.current && setState({ state: 'done', result }),
        (error: unknown) =>
          mine === sequence.current &&
          !(error instanceof PreviewCancelled) &&
          setState({ state: 'error', error }),
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [key, runner]);
  if (key === null) return { state: 'idle' };
  return outcome?.key === key ? outcome.state : { state: 'running' };
}
