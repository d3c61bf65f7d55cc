/**
 * Tests only: the app's live layer started over a memory transport, with a scripted controller of
 * one base answering `system/conf` and history requests (undefined = no answer: the request times out).
 * Reports reach the live-query cache as in the app (followLiveReports, as app/wiring.ts does).
 */
import { cleanup } from '@testing-library/react';
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
import { followBase, startLive, stopLive } from '../live';
import { clearLiveQueries, followLiveReports } from '../live/query.ts';

export const testBase = 'farm/gh-1';

export type Answer = (topicName: RequestTopicName, request: Request) => Record<string, unknown> | undefined;

const isRequestTopic = (name: string): name is RequestTopicName => name in ackTopicOf;

/**
 * Starts the app's live layer over a memory transport on `testBase`, wired as app/wiring.ts wires it
 * (the selected base followed, reports into the live-query cache).
 */
export function startTestLive(
  transport: ReturnType<typeof createMemoryTransport>,
  options: { ackTimeoutMs: number; maxPayloadBytes?: number },
): void {
  followBase(testBase);
  followLiveReports();
  void startLive(
    { username: '13800000000', password: 't' },
    {
      url: 'ws://t/mqtt/',
      maxPayloadBytes: options.maxPayloadBytes ?? 65536,
      ackTimeoutMs: options.ackTimeoutMs,
      connect: transport.connect,
      log: () => undefined,
    },
  );
}

export function startTestWorld(answer: Answer, options: { ackTimeoutMs?: number } = {}) {
  const transport = createMemoryTransport();
  transport.onPublish(({ topic, payload }) => {
    const parsed = parseTopic(topic);
    const decoded = decode(payload);
    if (!parsed.ok || !isRequestTopic(parsed.name) || !decoded.ok) return;
    const checked = requestSchema.safeParse(decoded.value);
    if (!checked.success) return;
    const req = checked.data;
    const reply = answer(parsed.name, req);
    if (!reply) return;
    const envelope =
      parsed.name === 'sensor/query/historyData'
        ? { qryId: req.qryId, code: 0 }
        : { confTyp: req.confTyp, method: req.method, qryId: req.qryId, code: 0, msg: 'ok' };
    const ackTopic = topicOf(parsed.base, ackTopicOf[parsed.name]);
    queueMicrotask(() => transport.deliver(ackTopic, JSON.stringify({ ...envelope, ...reply })));
  });
  startTestLive(transport, { ackTimeoutMs: options.ackTimeoutMs ?? 200 });
  return {
    transport,
    /** An unsolicited message from the controller (a report has `qryId: null`). */
    emit: (name: BaseTopicName, value: unknown) =>
      transport.deliver(topicOf(testBase, name), JSON.stringify(value)),
  };
}

/** Unmounts what the test rendered, ends the live layer and forgets every cached answer. */
export async function stopTestWorld(): Promise<void> {
  cleanup();
  await stopLive();
  clearLiveQueries();
}
