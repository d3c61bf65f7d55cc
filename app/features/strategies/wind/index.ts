// The wind strategy's screens: a chunk of their own (issue 15; the shared frame is ../shell).
export { AllWindSpeedControl } from './wind-list-page';
export { WindSpeedControlSetting } from './wind-setting-page';
