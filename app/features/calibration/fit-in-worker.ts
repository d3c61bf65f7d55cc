/** Runs a fit in a Web Worker made on first use (the model and the fitting library load only then). */
import { wrap, type Remote } from 'comlink';
import type { CalibrationOutcome, ZoneHistory } from '../../../model/calibration';
import type { CalibrationWorker } from './calibration.worker';

let remote: Remote<CalibrationWorker> | null = null;

export function fitInWorker(history: ZoneHistory): Promise<CalibrationOutcome> {
  remote ??= wrap<CalibrationWorker>(
    new Worker(new URL('./calibration.worker.ts', import.meta.url), { type: 'module' }),
  );
  return remote.fit(history);
}
