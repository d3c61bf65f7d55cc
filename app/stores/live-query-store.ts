/**
 * The answers of live queries (app/live/query.ts), outside React: one entry per base, confTyp and
 * key, so two screens asking the same share one answer and a screen opened again shows it while it
 * asks again. Only app/live/query.ts writes here; screens read through useLiveQuery / useLiveList.
 */
import { create } from 'zustand';

export type QueryStatus = 'loading' | 'ready' | 'error';

export type QueryEntry = {
  status: QueryStatus;
  /** The last good answer, kept through a failed refresh; null before the first. */
  data: unknown;
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

export const emptyQueryEntry: QueryEntry = {
  status: 'loading',
  data: null,
  error: null,
  notFound: false,
  refreshing: false,
  receivedAt: 0,
  generation: 0,
};

export const useLiveQueryStore = create<{ entries: Record<string, QueryEntry> }>(() => ({ entries: {} }));

/** The cache key of one query: base, confTyp and the query's own key (its para by default). */
export const queryKey = (base: string, confTyp: string, key: string): string => `${base}|${confTyp}|${key}`;

export const getQueryEntry = (key: string): QueryEntry =>
  useLiveQueryStore.getState().entries[key] ?? emptyQueryEntry;

export function patchQueryEntry(key: string, patch: Partial<QueryEntry>): void {
  useLiveQueryStore.setState((s) => ({
    entries: { ...s.entries, [key]: { ...(s.entries[key] ?? emptyQueryEntry), ...patch } },
  }));
}

/** Forgets every answer (logout, tests). */
export function clearQueryEntries(): void {
  useLiveQueryStore.setState({ entries: {} });
}
