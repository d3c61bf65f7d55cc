/** A zone's model calibration from its own history (docs/design/greenhouse-model.md, "Calibration"). */
export {
  fitCalibration,
  humPerK,
  type CalibrationFit,
  type CalibrationOutcome,
  type HeldOutCurves,
} from './fit.ts';
export {
  gridOf,
  minCoverage,
  minDays,
  minSwingK,
  offsetAt,
  type Refusal,
  type Series,
  type ZoneHistory,
} from './history.ts';
export { fitSubStepS } from './simulate.ts';
