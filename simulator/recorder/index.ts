/** Record live traffic into a trace; replay a trace (JSON lines, each checked against protocol/). */
export { startRecorder, type Recorder, type RecorderOptions } from './record.ts';
export { replayTrace, type ReplayOptions } from './replay.ts';
export {
  bytesOf,
  contractProblem,
  parseTrace,
  payloadOf,
  serializeLine,
  traceLine,
  type ParsedTrace,
  type TraceEntry,
  type TraceLine,
  type TraceProblem,
} from './trace.ts';
