/**
 * The in-memory fake of the LiveClient port: the real client logic over a memory transport, with a
 * scriptable controller. Screens and stores are tested with it; no broker, no sockets.
 *
 *   const fake = createFakeLiveClient({ base: 'farm/gh-1', respond: (topic, req) => ({ data: [...] }) });
 *   await fake.client.request('system/conf', 'zone', 'list');
 *   fake.emit('sensor/data', { sn, ts, readings });
 */
import { decode } from '../../protocol/codec.ts';
import { request as requestSchema, type Request } from '../../protocol/live/envelope.ts';
import {
  ackTopicOf,
  parseTopic,
  topicOf,
  type BaseTopicName,
  type RequestTopicName,
} from '../../protocol/topics.ts';
import { createMemoryTransport } from './memory-transport.ts';
import { createLiveClient } from '../live/mqtt-client.ts';
import type { LiveClient, LiveLog } from '../live/types.ts';

/** What the scripted controller answers; merged over `{ confTyp, method, qryId, code: 0, msg: 'ok' }`
 * (history answers over `{ qryId, code: 0 }`). Undefined = no answer (the request times out). */
export type FakeResponder = (
  topicName: RequestTopicName,
  request: Request,
) => Record<string, unknown> | undefined;

export type FakeLiveOptions = {
  base?: string;
  respond?: FakeResponder;
  ackTimeoutMs?: number;
  log?: LiveLog;
};

const isRequestTopic = (name: string): name is RequestTopicName => name in ackTopicOf;

export function createFakeLiveClient(options: FakeLiveOptions = {}) {
  const transport = createMemoryTransport();
  const client: LiveClient = createLiveClient({
    url: 'memory://fake/mqtt/',
    connect: transport.connect,
    ackTimeoutMs: options.ackTimeoutMs ?? 1000,
    log: options.log ?? (() => undefined),
  });
  let respond = options.respond;
  if (options.base) client.selectBase(options.base);

  transport.onPublish(({ topic, payload }) => {
    const parsed = parseTopic(topic);
    const decoded = decode(payload);
    if (!parsed.ok || !isRequestTopic(parsed.name) || !decoded.ok) return;
    const req = requestSchema.safeParse(decoded.value);
    const answer = req.success ? respond?.(parsed.name, req.data) : undefined;
    if (!req.success || !answer) return;
    const { confTyp, method, qryId } = req.data;
    const ack =
      parsed.name === 'sensor/query/historyData'
        ? { qryId, code: 0, ...answer }
        : { confTyp, method, qryId, code: 0, msg: 'ok', ...answer };
    const ackTopic = topicOf(parsed.base, ackTopicOf[parsed.name]);
    queueMicrotask(() => transport.deliver(ackTopic, JSON.stringify(ack)));
  });

  return {
    client,
    transport,
    /** Replaces the scripted controller. */
    respond(next: FakeResponder | undefined): void {
      respond = next;
    },
    /** A message from the controller of the selected base, as JSON (or raw bytes, to test rejection). */
    emit(topicName: BaseTopicName, value: unknown): boolean {
      const base = client.base();
      if (base === null) return false;
      const payload = value instanceof Uint8Array ? value : JSON.stringify(value);
      return transport.deliver(topicOf(base, topicName), payload);
    },
  };
}

export type FakeLiveClient = ReturnType<typeof createFakeLiveClient>;
