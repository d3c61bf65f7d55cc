/**
 * Both runs of a preview and their figures: the saved configuration and the edited one, from the same
 * start on the same forecast. Pure; the worker runs it off the main thread.
 */
import { runPreview, type PreviewSample } from '../../../model/preview/run-preview.ts';
import { summarise, type PreviewSummary } from '../../../model/preview/summary.ts';
import type { PreviewRequest } from './preview-input.ts';

export type PreviewSide = { samples: PreviewSample[]; summary: PreviewSummary };
export type PreviewComparison = {
  saved: PreviewSide;
  edited: PreviewSide;
  /** The farm's offset from UTC the runs used (the charts' clock). */
  utcOffsetMin: number;
  /** How long both runs took. */
  ms: number;
};

export function comparePreview(request: PreviewRequest): PreviewComparison {
  const began = performance.now();
  const side = (config: PreviewRequest['saved']): PreviewSide => {
    const run = runPreview({ ...request.input, config });
    const summary = summarise(run, config, {
      zones: request.zones,
      utcOffsetMin: request.input.utcOffsetMin,
    });
    return { samples: run.samples, summary };
  };
  const saved = side(request.saved);
  const edited = side(request.edited);
  return { saved, edited, utcOffsetMin: request.input.utcOffsetMin, ms: performance.now() - began };
}
