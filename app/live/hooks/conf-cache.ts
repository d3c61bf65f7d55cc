/**
 * The lists screens read, kept outside React (STYLE.md: stores outside React, screens subscribe):
 * one entry per base, confTyp and para. Unsolicited reports (qryId null) of add, update and delete
 * are applied to every entry of their confTyp, so another client's change shows without a reload.
 */
import { z } from 'zod';
import { confRecords } from '../../../protocol/live/conf.ts';
import { onReport } from '../index.ts';

export type LoadState = 'loading' | 'ready' | 'error' | 'offline';
export type Entry = { state: LoadState; items: unknown[]; error: string | null; refreshing: boolean };

export const emptyEntry: Entry = { state: 'loading', items: [], error: null, refreshing: false };

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

export const entryKey = (base: string, confTyp: string, paraKey: string) => `${base}|${confTyp}|${paraKey}`;
export const getEntry = (key: string): Entry => entries.get(key) ?? emptyEntry;

export function subscribeEntries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function patchEntry(key: string, patch: Partial<Entry>): void {
  entries.set(key, { ...getEntry(key), ...patch });
  for (const listener of listeners) listener();
}

/** Forgets every list (logout, tests). */
export function clearEntries(): void {
  entries.clear();
  for (const listener of listeners) listener();
}

/** Applies one unsolicited add/update/delete report to a list, by its key field. */
export function applyReport(
  items: unknown[],
  method: string,
  data: unknown,
  record: z.ZodType,
  key: string,
): unknown[] {
  const keyOf = (item: unknown) => (item as Record<string, unknown>)[key];
  if (method === 'delete') {
    const gone = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
    return gone === undefined ? items : items.filter((item) => keyOf(item) !== gone);
  }
  if (method !== 'add' && method !== 'update') return items;
  const parsed = record.safeParse(data);
  if (!parsed.success) return items;
  const index = items.findIndex((item) => keyOf(item) === keyOf(parsed.data));
  if (index < 0) return [...items, parsed.data];
  const next = [...items];
  next[index] = parsed.data;
  return next;
}

onReport((topicName, ack) => {
  if (topicName !== 'system/confack' || ack.code !== 0 || ack.qryId !== null) return;
  const conf = (confRecords as Record<string, { record: z.ZodType; key: string }>)[ack.confTyp];
  if (!conf) return;
  for (const [key, entry] of entries) {
    if (key.split('|')[1] !== ack.confTyp || entry.state !== 'ready') continue;
    patchEntry(key, { items: applyReport(entry.items, ack.method, ack.data, conf.record, conf.key) });
  }
});
