/**
 * A list of one confTyp from the selected base's controller, kept in sync: loads on mount, on a base
 * switch and when the connection comes back; follows unsolicited reports (conf-cache.ts).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { confRecords } from '../../../protocol/live/conf.ts';
import type { ConfTyp } from '../../../protocol/live/envelope.ts';
import { i18n } from '../../i18n';
import { useConnectionStore } from '../../stores/connection-store.ts';
import { request } from '../index.ts';
import { entryKey, getEntry, patchEntry, subscribeEntries, type LoadState } from './conf-cache.ts';
import { liveErrorText } from './error-text.ts';

export type { LoadState } from './conf-cache.ts';
export type RecordOf<C extends ConfTyp> = z.infer<(typeof confRecords)[C]['record']>;

export type ConfList<T> = {
  state: LoadState;
  items: T[];
  error: string | null;
  /** True while a reload runs over data already shown. */
  refreshing: boolean;
  reload(): void;
};

/** Seed section 4: the loading indicator times out after 25 seconds. */
export const LOADING_TIMEOUT_MS = 25_000;

export function useConfList<C extends ConfTyp>(
  confTyp: C,
  para: Record<string, unknown> = {},
): ConfList<RecordOf<C>> {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const paraKey = JSON.stringify(para);
  const key = entryKey(base ?? '', confTyp, paraKey);
  const entry = useSyncExternalStore(subscribeEntries, () => getEntry(key));
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (status !== 1 || !base) return;
    return load(key, confTyp, JSON.parse(paraKey) as Record<string, unknown>);
  }, [key, confTyp, paraKey, status, base, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const offline = (status !== 1 || !base) && entry.state !== 'ready';
  return {
    state: offline ? 'offline' : entry.state,
    items: entry.items as RecordOf<C>[],
    error: entry.error,
    refreshing: entry.refreshing,
    reload,
  };
}

/** Loads one list into the cache; returns the cancel of its 25 s time-out and answer handling. */
function load(key: string, confTyp: ConfTyp, para: Record<string, unknown>): () => void {
  const record = confRecords[confTyp].record as z.ZodType;
  const loaded = getEntry(key).state === 'ready';
  let live = true;
  patchEntry(key, loaded ? { refreshing: true } : { state: 'loading', error: null });
  const timer = setTimeout(() => {
    if (live && getEntry(key).state !== 'ready')
      patchEntry(key, { state: 'error', error: i18n.t('live:loadingTimedOut') });
  }, LOADING_TIMEOUT_MS);
  request('system/conf', confTyp, 'list', para)
    .then((ack) => {
      const parsed = z.array(record).safeParse(ack.data ?? []);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad data');
      if (live) patchEntry(key, { state: 'ready', items: parsed.data, error: null, refreshing: false });
    })
    .catch((e: unknown) => {
      if (!live) return;
      const error = liveErrorText(e);
      patchEntry(
        key,
        getEntry(key).state === 'ready' ? { error, refreshing: false } : { state: 'error', error },
      );
    })
    .finally(() => clearTimeout(timer));
  return () => {
    live = false;
    clearTimeout(timer);
  };
}
