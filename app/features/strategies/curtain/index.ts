// The curtain strategy's screens: a chunk of their own (issue 15; the shared frame is ../shell).
export { PullACurtainControl } from './curtain-page';
export { EditPullACurtainControl } from './curtain-editor';
