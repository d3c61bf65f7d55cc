// The curtain strategy's screens: a chunk of their own (the shared frame is ../shell).
export { PullACurtainControl } from './curtain-page';
export { EditPullACurtainControl } from './curtain-editor';
