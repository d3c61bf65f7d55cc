/** Record live traffic into a trace; replay a trace (JSON lines, each checked against protocol/). */
export { startRecorder, type Recorder } from './record.ts';
export { replayTrace } from './replay.ts';
export { createPlayer, type Player, type PlayerPhase, type PlayerStatus } from './player.ts';
export { isRequest, stateAt } from './seek.ts';
export { redact, restLineOf, type ApiCall, type RestTraceLine } from './rest.ts';
export {
  contractProblem,
  parseTrace,
  payloadOf,
  serializeLine,
  type TraceEntry,
  type TraceLine,
} from './trace.ts';
