// The preview's model runs here, off the main thread: a day of two configurations takes longer than a
// frame, and the editor stays responsive while it runs.
import { expose } from 'comlink';
import { comparePreview } from './compare.ts';

const api = { compare: comparePreview };
export type PreviewWorkerApi = typeof api;

expose(api);
