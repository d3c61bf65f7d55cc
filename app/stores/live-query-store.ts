/**
 * The answers of live queries (app/live/query.ts), outside React: one entry per base, request topic,
 * confTyp, method and key, so two screens asking the same share one answer and a screen opened again
 * shows it while it asks again. Only app/live/query.ts writes here; screens read through
 * useLiveQuery / useLiveQueries / useLiveList.
 */
import { create } from 'zustand';

export type QueryStatus = 'loading' | 'ready' | 'error';

export type QueryEntry<T> = {
  status: QueryStatus;
  /** The last good answer, kept through a failed refresh; null before the first. */
  data: T | null;
  /** Why the latest ask failed (shown beside data still shown), else null. */
  error: string | null;
  /** The controller said "not found" (code 3), or a report deleted the record. */
  notFound: boolean;
  /** True while an ask runs over data already shown. */
  refreshing: boolean;
  /** Local time of the last good answer or applied report (ms). */
  receivedAt: number;
  /** Bumped to ask again: reload(), or a report the cached answer cannot take. */
  generation: number;
};

/** The cache key of one query; `T` is the type of the data it holds (never present at run time). */
export type QueryKey<T> = { readonly id: string; readonly answer?: T };

export const emptyQueryEntry: QueryEntry<never> = {
  status: 'loading',
  data: null,
  error: null,
  notFound: false,
  refreshing: false,
  receivedAt: 0,
  generation: 0,
};

export const useLiveQueryStore = create<{ entries: Record<string, QueryEntry<unknown>> }>(() => ({
  entries: {},
}));

/** The cache key of a query: base, request topic, confTyp, method and the query's own key. */
export const queryKey = <T>(
  base: string,
  request: { topic: string; confTyp: string; method: string },
  key: string,
): QueryKey<T> => ({ id: `${base}|${request.topic}|${request.confTyp}|${request.method}|${key}` });

/**
 * The entry a key names. The one place the cache's entries meet their types: every entry under
 * `key.id` was written through a `QueryKey<T>` of the same id, and an id names one request and key.
 */
export const entryOf = <T>(entries: Record<string, QueryEntry<unknown>>, key: QueryKey<T>): QueryEntry<T> =>
  (entries[key.id] as QueryEntry<T> | undefined) ?? emptyQueryEntry;

export const getQueryEntry = <T>(key: QueryKey<T>): QueryEntry<T> =>
  entryOf(useLiveQueryStore.getState().entries, key);

export function patchQueryEntry<T>(key: QueryKey<T>, patch: Partial<QueryEntry<T>>): void {
  useLiveQueryStore.setState((s) => ({
    entries: { ...s.entries, [key.id]: { ...entryOf(s.entries, key), ...patch } },
  }));
}

/** Forgets every answer (logout, tests). */
export function clearQueryEntries(): void {
  useLiveQueryStore.setState({ entries: {} });
}
