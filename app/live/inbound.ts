/**
 * One incoming message -> what it is (docs/architecture.md "The live channel"): topic parsed, payload
 * decoded with the protocol codec (JSON, else inflate then JSON), then validated by its topic's
 * schema. Only a fully valid message comes out typed; anything else is `invalid` with the reason.
 */
import { decode, type CodecLimits } from '../../protocol/codec.ts';
import type { SensorData } from '../../protocol/live/sensor.ts';
import { validateMessage, type Checked } from '../../protocol/live/validate.ts';
import { appSubscriptions, parseTopic, type AckTopicName } from '../../protocol/topics.ts';
import type { ReportArgs, ReportArgsOf } from './types.ts';

export type Inbound =
  | { kind: 'sensorData'; base: string; data: SensorData }
  | { kind: 'report'; base: string; report: ReportArgs }
  | { kind: 'otherBase'; base: string }
  | { kind: 'invalid'; reason: string };

function isAnswerTopic(name: string): name is AckTopicName | 'sensor/data' {
  return appSubscriptions.some((topic) => topic === name);
}

/** An answer topic's message checked by its schema (the app's one check of it), as report args. */
function check<T extends AckTopicName>(name: T, value: unknown): Checked<ReportArgsOf<T>> {
  const checked = validateMessage(name, value);
  return checked.ok ? { ok: true, value: [name, checked.value] } : checked;
}

const checkReport: Record<AckTopicName, (value: unknown) => Checked<ReportArgs>> = {
  'system/cmdack': (value) => check('system/cmdack', value),
  'system/confack': (value) => check('system/confack', value),
  'actuator/cmdack': (value) => check('actuator/cmdack', value),
  'rotationIrrigation/cmdack': (value) => check('rotationIrrigation/cmdack', value),
  'heating/cmdack': (value) => check('heating/cmdack', value),
  'fertigation/cmdack': (value) => check('fertigation/cmdack', value),
  'sensor/historyData': (value) => check('sensor/historyData', value),
};

/** Never throws; `currentBase` null means no base is selected. */
export function classify(
  topic: string,
  payload: Uint8Array,
  limits: CodecLimits,
  currentBase: string | null,
): Inbound {
  const parsed = parseTopic(topic);
  if (!parsed.ok) return { kind: 'invalid', reason: parsed.reason };
  const name = parsed.name;
  if (!isAnswerTopic(name)) return { kind: 'invalid', reason: `${name} is not an answer or report topic` };
  // Late messages of the base we just left are expected during a switch, not a fault.
  if (parsed.base !== currentBase) return { kind: 'otherBase', base: parsed.base };
  const decoded = decode(payload, limits);
  if (!decoded.ok) return { kind: 'invalid', reason: `${decoded.reason}: ${decoded.detail}` };
  if (name !== 'sensor/data') {
    const report = checkReport[name](decoded.value);
    return report.ok
      ? { kind: 'report', base: parsed.base, report: report.value }
      : { kind: 'invalid', reason: report.reason };
  }
  const checked = validateMessage(name, decoded.value);
  if (!checked.ok) return { kind: 'invalid', reason: checked.reason };
  return { kind: 'sensorData', base: parsed.base, data: checked.value };
}

export type InboundSinks = {
  invalid: (problem: { topic: string; reason: string }) => void;
  /** `retained`: the broker's stored copy, delivered on subscribing. */
  sensorData: (data: SensorData, base: string, retained: boolean) => void;
  report: (base: string, report: ReportArgs) => void;
  log: (line: string) => void;
};

/** Invalid messages logged one by one before the log thins out to one in a hundred. */
const invalidLogBurst = 20;

/** The `message` handler: classifies, logs what it drops ('[live] ...'), hands the rest on. */
export function createInboundHandler(limits: CodecLimits, base: () => string | null, sinks: InboundSinks) {
  let invalidSeen = 0;
  return (topic: string, payload: Uint8Array, packet?: { retain?: boolean }): void => {
    const inbound = classify(topic, payload, limits, base());
    if (inbound.kind === 'invalid') {
      invalidSeen++;
      if (invalidSeen <= invalidLogBurst || invalidSeen % 100 === 0) {
        sinks.log(`[live] dropped message #${invalidSeen} on ${topic}: ${inbound.reason}`);
      }
      sinks.invalid({ topic, reason: inbound.reason });
    } else if (inbound.kind === 'sensorData') {
      sinks.sensorData(inbound.data, inbound.base, packet?.retain === true);
    } else if (inbound.kind === 'report') {
      sinks.report(inbound.base, inbound.report);
    }
  };
}
