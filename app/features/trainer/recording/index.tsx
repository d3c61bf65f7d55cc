// The panel's public face: the trainer console imports RecordingPanel from here (or recording-panel.tsx).
export { RecordingPanel } from './recording-panel';
