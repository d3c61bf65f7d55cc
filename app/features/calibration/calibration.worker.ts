/** The fit off the main thread: a week's history takes seconds of CPU (model/calibration). */
import { expose } from 'comlink';
import { fitCalibration, type CalibrationOutcome, type ZoneHistory } from '../../../model/calibration';

const api = {
  fit(history: ZoneHistory): CalibrationOutcome {
    return fitCalibration(history);
  },
};
export type CalibrationWorker = typeof api;
expose(api);
