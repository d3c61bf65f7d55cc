/** Record live traffic into a trace; replay a trace (JSON lines, each checked against protocol/). */
export { startRecorder } from './record.ts';
export { replayTrace } from './replay.ts';
export {
  contractProblem,
  parseTrace,
  payloadOf,
  serializeLine,
  type TraceEntry,
  type TraceLine,
} from './trace.ts';
