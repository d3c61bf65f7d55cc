/**
 * One incoming message -> what it is (ARCHITECTURE.md "The live channel"): topic parsed, payload
 * decoded with the protocol codec (JSON, else inflate then JSON), then validated by its topic's
 * schema. Only a fully valid message comes out typed; anything else is `invalid` with the reason.
 */
import { decode, type CodecLimits } from '../../protocol/codec.ts';
import type { Ack } from '../../protocol/live/envelope.ts';
import type { HistoryData, SensorData } from '../../protocol/live/sensor.ts';
import { validateMessage } from '../../protocol/live/validate.ts';
import { appSubscriptions, parseTopic, type BaseTopicName } from '../../protocol/topics.ts';
import type { EnvelopeAckTopic, ReportArgs } from './types.ts';

export type Inbound =
  | { kind: 'sensorData'; base: string; data: SensorData }
  | { kind: 'report'; base: string; report: ReportArgs }
  | { kind: 'otherBase'; base: string }
  | { kind: 'invalid'; reason: string };

/** What validateMessage has proven each answer topic's payload to be. */
type Answers = { 'sensor/data': SensorData; 'sensor/historyData': HistoryData } & Record<
  EnvelopeAckTopic,
  Ack
>;

function isAnswerTopic(name: string): name is keyof Answers {
  return (appSubscriptions as readonly string[]).includes(name);
}

/** Never throws; `currentBase` null means no base is selected. */
export function classify(
  topic: string,
  payload: Uint8Array,
  limits: CodecLimits,
  currentBase: string | null,
): Inbound {
  const parsed = parseTopic(topic);
  if (!parsed.ok) return { kind: 'invalid', reason: parsed.reason };
  const name: BaseTopicName | string = parsed.name;
  if (!isAnswerTopic(name)) return { kind: 'invalid', reason: `${name} is not an answer or report topic` };
  // Late messages of the base we just left are expected during a switch, not a fault.
  if (parsed.base !== currentBase) return { kind: 'otherBase', base: parsed.base };
  const decoded = decode(payload, limits);
  if (!decoded.ok) return { kind: 'invalid', reason: `${decoded.reason}: ${decoded.detail}` };
  const checked = validateMessage(name, decoded.value);
  if (!checked.ok) return { kind: 'invalid', reason: checked.reason };
  const base = parsed.base;
  if (name === 'sensor/data')
    return { kind: 'sensorData', base, data: checked.value as Answers['sensor/data'] };
  if (name === 'sensor/historyData') {
    return { kind: 'report', base, report: [name, checked.value as Answers['sensor/historyData']] };
  }
  // validateMessage parsed the value with this topic's ack schema: the cast only names that type.
  return { kind: 'report', base, report: [name, checked.value as Ack] };
}

export type InboundSinks = {
  invalid(problem: { topic: string; reason: string }): void;
  sensorData(data: SensorData, base: string): void;
  report(base: string, report: ReportArgs): void;
  log(line: string): void;
};

/** Invalid messages logged one by one before the log thins out to one in a hundred. */
const invalidLogBurst = 20;

/** The `message` handler: classifies, logs what it drops ('[live] ...'), hands the rest on. */
export function createInboundHandler(limits: CodecLimits, base: () => string | null, sinks: InboundSinks) {
  let invalidSeen = 0;
  return (topic: string, payload: Uint8Array): void => {
    const inbound = classify(topic, payload, limits, base());
    if (inbound.kind === 'invalid') {
      invalidSeen++;
      if (invalidSeen <= invalidLogBurst || invalidSeen % 100 === 0) {
        sinks.log(`[live] dropped message #${invalidSeen} on ${topic}: ${inbound.reason}`);
      }
      sinks.invalid({ topic, reason: inbound.reason });
    } else if (inbound.kind === 'sensorData') {
      sinks.sensorData(inbound.data, inbound.base);
    } else if (inbound.kind === 'report') {
      sinks.report(inbound.base, inbound.report);
    }
  };
}
