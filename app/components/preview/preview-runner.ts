/**
 * Runs previews in a Web Worker, one at a time: a new request ends the worker still busy with an
 * older one (its run cannot be interrupted otherwise) and starts a fresh worker, so a stale result
 * never arrives.
 */
import { wrap, type Remote } from 'comlink';
import type { PreviewComparison } from './compare.ts';
import type { PreviewRequest } from './preview-input.ts';
import type { PreviewWorkerApi } from './preview.worker.ts';

export type PreviewRunner = (request: PreviewRequest) => Promise<PreviewComparison>;

/** Thrown to a request that a newer one replaced. */
export class PreviewCancelled extends Error {}

export function createWorkerRunner(): { run: PreviewRunner; stop(): void } {
  let worker: Worker | null = null;
  let api: Remote<PreviewWorkerApi> | null = null;
  let busy: ((error: Error) => void) | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
    api = null;
    busy?.(new PreviewCancelled('replaced'));
    busy = null;
  };
  const run: PreviewRunner = (request) => {
    if (busy) stop();
    if (!worker) {
      worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
      api = wrap<PreviewWorkerApi>(worker);
    }
    const remote = api!;
    return new Promise<PreviewComparison>((resolve, reject) => {
      const done = (fn: () => void) => {
        if (busy !== fail) return;
        busy = null;
        fn();
      };
      const fail = (error: Error) => reject(error);
      busy = fail;
      worker!.onerror = (e) => done(() => reject(new Error(e.message || 'worker failed')));
      remote.compare(request).then(
        (result) => done(() => resolve(result)),
        (error: unknown) => done(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
    });
  };
  return { run, stop };
}
