/** The controller's only I/O: a small MQTT-shaped port with an in-memory and an MQTT.js implementation. */

export type Qos = 0 | 1 | 2;
export type PublishOptions = { qos: Qos; retain: boolean };
/** What came with a message besides topic and payload (recorders keep it). */
export type MessageInfo = { qos: Qos; retain: boolean };
export type MessageHandler = (topic: string, payload: Uint8Array, info: MessageInfo) => void;

export type Transport = {
  /** Connects (again, after end); resolves once connected. */
  connect(): Promise<void>;
  /** Disconnects; pending QoS 0 publishes may be lost, as on a real link. */
  end(): Promise<void>;
  publish(topic: string, payload: Uint8Array, options: PublishOptions): Promise<void>;
  subscribe(topics: readonly string[]): Promise<void>;
  onMessage(handler: MessageHandler): void;
  /** Called on every (re)connect, including ones the transport makes by itself. */
  onConnect(handler: () => void): void;
  readonly connected: boolean;
  /** Why the broker last refused this client's CONNECT (CONNACK code), until it is accepted. */
  readonly refused?: string;
};

/** MQTT topic filter match with `+` and `#` ([MQTT-4.7.1]). */
export function topicMatches(filter: string, topic: string): boolean {
  if (filter === topic) return true;
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    const level = f[i];
    if (level === '#') return true;
    if (i >= t.length) return false;
    if (level !== '+' && level !== t[i]) return false;
  }
  return f.length === t.length;
}
