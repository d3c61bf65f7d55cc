// The wind strategy's screens: a chunk of their own (the shared frame is ../shell).
export { AllWindSpeedControl } from './wind-list-page';
export { WindSpeedControlSetting } from './wind-setting-page';
