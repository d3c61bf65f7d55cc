/** Topic names under a server's mqttBaseTopic (seed section 7, docs/design/protocol.md "MQTT topics"). */
export const baseTopicNames = [
  'system/cmd',
  'system/cmdack',
  'system/conf',
  'system/confack',
  'actuator/cmd',
  'actuator/cmdack',
  'rotationIrrigation/cmd',
  'rotationIrrigation/cmdack',
  'heating/cmd',
  'heating/cmdack',
  'fertigation/cmd',
  'fertigation/cmdack',
  'sensor/data',
  'sensor/historyData',
  'sensor/query/historyData',
] as const;

export type BaseTopicName = (typeof baseTopicNames)[number];

/** Debug channel names (controller <-> cloud device-type info). */
export const debugTopicNames = ['system/otaschup', 'system/otaschdown'] as const;
export type DebugTopicName = (typeof debugTopicNames)[number];

/** Request topic -> the topic its ack comes back on. */
export const ackTopicOf = {
  'system/cmd': 'system/cmdack',
  'system/conf': 'system/confack',
  'actuator/cmd': 'actuator/cmdack',
  'rotationIrrigation/cmd': 'rotationIrrigation/cmdack',
  'heating/cmd': 'heating/cmdack',
  'fertigation/cmd': 'fertigation/cmdack',
  'sensor/query/historyData': 'sensor/historyData',
} as const satisfies Partial<Record<BaseTopicName, BaseTopicName>>;

export type RequestTopicName = keyof typeof ackTopicOf;
export type AckTopicName = (typeof ackTopicOf)[RequestTopicName];
/** The topic the answer to request topic N comes back on. */
export type AckTopicOf<N extends RequestTopicName> = (typeof ackTopicOf)[N];

/** What the app subscribes to under a base: every answer and report topic. */
export const appSubscriptions: readonly BaseTopicName[] = [...Object.values(ackTopicOf), 'sensor/data'];

/** What a controller subscribes to under its own base: every request topic. */
export const controllerSubscriptions = [
  'system/cmd',
  'system/conf',
  'actuator/cmd',
  'rotationIrrigation/cmd',
  'heating/cmd',
  'fertigation/cmd',
  'sensor/query/historyData',
] as const satisfies readonly RequestTopicName[];
// A request topic added to ackTopicOf but not listed here fails to compile.
const everyRequestListed: [Exclude<RequestTopicName, (typeof controllerSubscriptions)[number]>] extends [
  never,
]
  ? true
  : never = true;
void everyRequestListed;

/** A base topic is one or more non-empty levels without wildcards, e.g. `farm/gh-0001`. */
export function isValidBaseTopic(base: string): boolean {
  return (
    base.length > 0 &&
    base.length <= 200 &&
    !/[#+]/.test(base) &&
    !base.includes('\u0000') &&
    base.split('/').every((level) => level.length > 0)
  );
}

/** `{base}/{name}`; throws on a bad base because a wrong topic is a programming error. */
export function topicOf(base: string, name: BaseTopicName | DebugTopicName): string {
  if (!isValidBaseTopic(base)) throw new Error(`invalid base topic: ${JSON.stringify(base)}`);
  return `${base}/${name}`;
}

export type ParsedTopic =
  { ok: true; base: string; name: BaseTopicName | DebugTopicName } | { ok: false; reason: string };

const allNames: readonly (BaseTopicName | DebugTopicName)[] = [...baseTopicNames, ...debugTopicNames];
const isTopicName = (name: string): name is BaseTopicName | DebugTopicName =>
  allNames.some((n) => n === name);

/**
 * Splits a full topic into its base and known name. Names may span two or three levels, so the
 * longest known suffix wins. Returns a tagged result, never throws.
 */
export function parseTopic(topic: string): ParsedTopic {
  if (typeof topic !== 'string' || topic.length === 0) return { ok: false, reason: 'empty topic' };
  const levels = topic.split('/');
  for (const size of [3, 2]) {
    if (levels.length <= size) continue;
    const name = levels.slice(-size).join('/');
    if (isTopicName(name)) {
      const base = levels.slice(0, -size).join('/');
      if (!isValidBaseTopic(base)) return { ok: false, reason: `invalid base in ${topic}` };
      return { ok: true, base, name };
    }
  }
  return { ok: false, reason: `unknown topic ${topic}` };
}

/** True when `topic` lies under `base` (a topic equal to the base counts too). */
export function isUnderBase(topic: string, base: string): boolean {
  return topic === base || topic.startsWith(`${base}/`);
}
