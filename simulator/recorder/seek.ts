/**
 * The state of a base at a moment of a trace: what a replay re-publishes when it seeks there, so the
 * app shows that moment (the latest readings, each actuator's and alarm's latest report...).
 */
import { ackTopicOf, controllerSubscriptions, parseTopic } from '../../protocol/index.ts';
import { isRecord } from '../unknown-data.ts';
import type { TraceEntry } from './trace.ts';

const requestNames: readonly string[] = controllerSubscriptions;
const ackNames: readonly string[] = Object.values(ackTopicOf);

/** A request the app (or a grower) sent: never replayed, since the live controller would act on it. */
export function isRequest(entry: Pick<TraceEntry, 'topic'>): boolean {
  const parsed = parseTopic(entry.topic);
  return parsed.ok && requestNames.includes(parsed.name);
}

const text = new TextDecoder();
const idKeys = ['aid', 'alid', 'oid', 'sid', 'vid', 'fid', 'zid', 'id'] as const;

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) && !Array.isArray(value) ? value : undefined;
}

/**
 * What a message is the latest word on: the topic for readings and other reports; for an ack
 * topic, an unsolicited report (`qryId: null`) per confTyp, method and record id; an answer to
 * someone's request (a qryId) is the latest word on nothing, so seeking skips it.
 */
export function stateKey(entry: Pick<TraceEntry, 'topic' | 'bytes' | 'malformed'>): string | undefined {
  if (entry.malformed || isRequest(entry)) return undefined;
  const parsed = parseTopic(entry.topic);
  if (!parsed.ok || !ackNames.includes(parsed.name) || parsed.name === 'sensor/historyData')
    return parsed.ok && parsed.name === 'sensor/historyData' ? undefined : entry.topic;
  let body: Record<string, unknown> | undefined;
  try {
    body = objectOf(JSON.parse(text.decode(entry.bytes)));
  } catch {
    return undefined; // a deflated ack is a big answer to a request, never a report
  }
  if (!body || body.qryId !== null) return undefined;
  const data = objectOf(body.data);
  const id = data
    ? idKeys.map((k) => data[k]).find((v) => typeof v === 'number' || typeof v === 'string')
    : undefined;
  return `${entry.topic}|${String(body.confTyp)}|${String(body.method)}|${id ?? ''}`;
}

/** The latest message per state key with t <= atMs, in trace order. */
export function stateAt<E extends Pick<TraceEntry, 't' | 'topic' | 'bytes' | 'malformed'>>(
  entries: readonly E[],
  atMs: number,
): E[] {
  const latest = new Map<string, number>();
  entries.forEach((entry, index) => {
    if (entry.t > atMs) return;
    const key = stateKey(entry);
    if (key !== undefined) latest.set(key, index);
  });
  return [...latest.values()].sort((a, b) => a - b).map((index) => entries[index]!);
}

/** The index of the first entry after atMs (entries.length when none). */
export function indexAfter(entries: readonly { t: number }[], atMs: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (entries[mid]!.t <= atMs) low = mid + 1;
    else high = mid;
  }
  return low;
}
