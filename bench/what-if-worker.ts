/**
 * The what-if bench's worker thread: runs a preview or a calibration as the app's worker does,
 * alone on its thread, and answers with the result and the wall time it took there.
 */
import { parentPort } from 'node:worker_threads';
import { fitCalibration, type ZoneHistory } from '../model/calibration/index.ts';
import { runPreview, type PreviewInput } from '../model/preview/run-preview.ts';

export type WhatIfJob =
  { kind: 'preview'; input: PreviewInput; sampleMin: number } | { kind: 'fit'; history: ZoneHistory };

parentPort?.on('message', (job: WhatIfJob) => {
  const began = performance.now();
  const result = job.kind === 'fit' ? fitCalibration(job.history) : runPreview(job.input, job.sampleMin);
  parentPort?.postMessage({ result, ms: performance.now() - began });
});
