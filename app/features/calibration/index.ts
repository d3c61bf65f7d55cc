/** The model calibration panel, a screen area of its own (the fit and its worker load only here). */
export { ModelCalibration } from './calibration-page';
