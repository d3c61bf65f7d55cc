// The fan strategy's screens: a chunk of their own (the shared frame is ../shell).
export { FanControl } from './fan-page';
export { FanControlSetting } from './fan-editor';
