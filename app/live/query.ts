/**
 * Live queries: the one way a screen reads a record or a list from the selected base's controller.
 *
 *   const zones = useLiveList('zone');            // system/conf list of one confTyp
 *   zones.state; zones.items; zones.reload();
 *
 *   const system = useLiveQuery({ topic: 'system/conf', confTyp: 'system', method: 'query' });
 *   system.data?.data.timezone;                  // no parse: the answer, typed by AnswerOf
 *
 *   const zone = useLiveQuery(zid === null ? null : {
 *     topic: 'system/conf', confTyp: 'zone', method: 'query', para: { f_zone_id: zid },
 *     parse: (ack) => ack.data,                   // ZoneQueryAnswer, checked once on the way in
 *     follows: ['zone', 'sensor', 'actuator', 'valve'],
 *     patch: (answer, report) => applyZoneReport(answer, report.confTyp, report.method, report.data),
 *   });
 *   zone.state; zone.data; zone.error; zone.notFound; zone.reload();
 *
 *   const days = useLiveQueries(dates.map((date) => logQuery(date)));   // one result per query
 *
 * One policy for every query:
 * - Cache: answers live in app/stores/live-query-store.ts, keyed by base, request topic, confTyp,
 *   method and `key` (the para's JSON by default), so screens asking the same share one answer; the
 *   key carries the data's type.
 * - Asking: on mount, on a base switch, when the connection comes back, on reload(), every
 *   `refreshMs` if given. A screen asking what is already being asked joins that ask; an ask every
 *   screen left (unmount, base switch) never writes.
 * - Timeout: an ask still unanswered after 25 s (seed section 4) is an error.
 * - Failure: the error is shown beside data already shown; with no data the state is 'error'. Code 3
 *   (not found) drops the data and sets `notFound`. Any other failure is asked again after 15 s.
 * - Reports: a code-0 report of a confTyp in `follows` (default: the query's own) on the query's answer
 *   topic (on system/confack only unsolicited ones, qryId null) goes to `patch(data, report)`, the
 *   report typed by its topic (`ReportOf`), which
 *   returns the patched data, null when the report deleted the record (then `notFound`), or undefined
 *   when it cannot apply it: then the query asks the controller again. Without `patch`, reports are
 *   ignored. Reports reach the cache once `followLiveReports()` runs (app/wiring.ts).
 * - States, derived here only: 'idle' (query null), 'offline' (no connection or base, nothing
 *   cached), 'loading', 'ready', 'error'; useLiveList adds `empty` (ready with no items).
 */
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { z, type Schema } from '../../protocol/zod-mini.ts';
import { confRecords } from '../../protocol/live/conf.ts';
import type { Ack, ConfTyp } from '../../protocol/live/envelope.ts';
import type { RequestTopicName } from '../../protocol/topics.ts';
import { fieldOf } from '../lib/field-of.ts';
import { useConnectionStore } from '../stores/connection-store.ts';
import { useInTransition } from '../stores/in-transition.ts';
import {
  emptyQueryEntry,
  getQueryEntry,
  patchQueryEntry,
  useLiveQueryStore,
  type QueryEntry,
  type QueryKey,
} from '../stores/live-query-store.ts';
import type { AnswerOf } from './index.ts';
import { ask, follow, keepAnswer, keyOfQuery, type AnswerQuery, type LiveQuery } from './query-cache.ts';
import type { ConfTypOf, MethodOf } from './types.ts';

export {
  LOADING_TIMEOUT_MS,
  clearLiveQueries,
  followLiveReports,
  type AnswerQuery,
  type LiveQuery,
  type ReportOf,
} from './query-cache.ts';

/** A failed ask (not "not found") is asked again after this long while shown. */
export const RETRY_AFTER_ERROR_MS = 15_000;

export type LiveQueryState = 'idle' | 'loading' | 'ready' | 'error' | 'offline';
/** The states of a query that is asked (every state but 'idle'). */
export type LoadState = Exclude<LiveQueryState, 'idle'>;

type Para = Record<string, unknown>;

export type LiveQueryResult<T> = {
  state: LiveQueryState;
  data: T | null;
  error: string | null;
  notFound: boolean;
  /** True while an ask runs over data already shown. */
  refreshing: boolean;
  /** Local time the shown data arrived (0 before). */
  receivedAt: number;
  reload: () => void;
};

/** One query (null: none asked, state 'idle'); without `parse` its data is the typed answer. */
export function useLiveQuery<N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  query: AnswerQuery<N, C, M> | null,
): LiveQueryResult<AnswerOf<N, C, M>>;
export function useLiveQuery<T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  query: LiveQuery<T, N, C, M> | null,
): LiveQueryResult<T>;
export function useLiveQuery<T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  query: LiveQuery<T, N, C, M> | AnswerQuery<N, C, M> | null,
): LiveQueryResult<T | AnswerOf<N, C, M>> {
  const queries = query === null ? [] : query.parse ? [query] : [keepAnswer(query)];
  return useLiveQueries<T | AnswerOf<N, C, M>, N, C, M>(queries)[0] ?? idle;
}

const idle: LiveQueryResult<never> = {
  state: 'idle',
  data: null,
  error: null,
  notFound: false,
  refreshing: false,
  receivedAt: 0,
  reload: () => undefined,
};

/**
 * Several queries of one request topic, confTyp and method at once (the days of a log, the zones of
 * a page), each cached, asked and followed as useLiveQuery does; one result per query, in order.
 */
export function useLiveQueries<T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  queries: readonly LiveQuery<T, N, C, M>[],
): LiveQueryResult<T>[] {
  const { connected, base } = useConnectionInTransition();
  const keys = base === null ? [] : queries.map((q) => keyOfQuery(base, q));
  const ids = keys.map((k) => k.id).join('\n');
  const entries = useEntriesInTransition<T>(ids);
  const generations = entries.map((e) => e.generation).join(',');
  // The query objects are new on every render; their keys say when they changed.
  const latest = useRef(queries);
  useEffect(() => {
    latest.current = queries;
  });

  // The asks running for this caller, by cache key, with the generation each asks for.
  const running = useRef(new Map<string, { generation: number; stop: () => void }>());
  useEffect(() => {
    const now = running.current;
    const wanted = new Set<string>();
    if (connected && base !== null) {
      for (const query of latest.current) {
        const key = keyOfQuery(base, query);
        wanted.add(key.id);
        const generation = getQueryEntry(key).generation;
        const current = now.get(key.id);
        if (current?.generation === generation) continue;
        current?.stop();
        now.set(key.id, { generation, stop: watch(key, query) });
      }
    }
    for (const [id, current] of now)
      if (!wanted.has(id)) {
        current.stop();
        now.delete(id);
      }
  }, [ids, base, connected, generations]);
  useEffect(() => {
    const now = running.current;
    return () => {
      for (const current of now.values()) current.stop();
      now.clear();
    };
  }, []);

  // A failed ask is asked again while the screen shows it: an answer lost once (a dropped ack, a
  // controller that was rebooting) must not leave a list empty or the header's bell silent.
  const failed = entries.map((e) => (e.error !== null && !e.notFound ? '1' : '0')).join('');
  useEffect(() => {
    if (!connected || !failed.includes('1')) return;
    const ask = ids.split('\n').filter((_, i) => failed[i] === '1');
    const timer = setTimeout(() => {
      for (const id of ask) patchQueryEntry({ id }, { generation: getQueryEntry({ id }).generation + 1 });
    }, RETRY_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [ids, connected, failed, generations]);

  const reloads = useMemo(
    () =>
      ids === ''
        ? []
        : ids
            .split('\n')
            .map((id) => () => patchQueryEntry({ id }, { generation: getQueryEntry({ id }).generation + 1 })),
    [ids],
  );
  const count = queries.length;
  return useMemo(
    () =>
      Array.from({ length: count }, (_, i): LiveQueryResult<T> => {
        const entry = entries[i] ?? emptyQueryEntry;
        const data = entry.data;
        return {
          state: data !== null ? 'ready' : !connected ? 'offline' : entry.status,
          data,
          error: entry.error,
          notFound: entry.notFound,
          refreshing: entry.refreshing,
          receivedAt: entry.receivedAt,
          reload: reloads[i] ?? idle.reload,
        };
      }),
    [entries, connected, reloads, count],
  );
}

const entriesOf = <T>(ids: string): QueryEntry<T>[] =>
  ids === '' ? [] : ids.split('\n').map((id) => getQueryEntry<T>({ id }));
const sameEntries = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

/**
 * The cache entries of these keys (ids one a line). An answer re-renders its screen in a transition,
 * which React renders in slices between the browser's other work: through a store hook it rendered
 * synchronously inside the socket's message task (a list of a base's zones or sensors, a month of
 * history: a 100-200 ms task on a phone-speed CPU). A screen opened on cached answers shows them at once.
 */
function useEntriesInTransition<T>(ids: string): QueryEntry<T>[] {
  const [held, setHeld] = useState(() => ({ ids, entries: entriesOf<T>(ids) }));
  useEffect(() => {
    const update = () => {
      const entries = entriesOf<T>(ids);
      startTransition(() =>
        setHeld((prev) => (prev.ids === ids && sameEntries(prev.entries, entries) ? prev : { ids, entries })),
      );
    };
    update();
    return useLiveQueryStore.subscribe(update);
  }, [ids]);
  // Other keys than the held ones (the query changed): their entries now, until the effect holds them.
  return useMemo(() => (held.ids === ids ? held.entries : entriesOf<T>(ids)), [held, ids]);
}

type Connection = { connected: boolean; base: string | null };
const connectionNow = ({ status, base }: { status: number; base: string | null }): Connection => ({
  connected: status === 1 && base !== null,
  base,
});

const sameConnection = (a: Connection, b: Connection) => a.connected === b.connected && a.base === b.base;

/**
 * The connection as the queries follow it, in a transition like their answers: when it comes up (or
 * the base changes) every query of the screen re-renders and asks, which through a store hook ran
 * inside the socket's message task, with every ask it started.
 */
const useConnectionInTransition = () => useInTransition(useConnectionStore, connectionNow, sameConnection);

/** Follows and asks one query, again every `refreshMs`; returns the stop. */
function watch<T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  key: QueryKey<T>,
  query: LiveQuery<T, N, C, M>,
): () => void {
  follow(key, query);
  let release = ask(key, query);
  const timer = query.refreshMs
    ? setInterval(() => {
        release();
        release = ask(key, query);
      }, query.refreshMs)
    : undefined;
  return () => {
    release();
    clearInterval(timer);
  };
}

export type RecordOf<C extends ConfTyp> = z.infer<(typeof confRecords)[C]['record']>;

export type LiveList<T> = {
  state: LoadState;
  items: T[];
  /** Ready, and the list has no items. */
  empty: boolean;
  error: string | null;
  refreshing: boolean;
  reload: () => void;
};

/**
 * The records of one confTyp (`system/conf` list), kept in sync with other clients: a report of add,
 * update or delete is applied by the record's key field; a record that does not parse is asked again.
 */
export function useLiveList<C extends ConfTyp>(confTyp: C, para: Para = {}): LiveList<RecordOf<C>> {
  const { record, key }: { record: Schema; key: string } = confRecords[confTyp];
  const query = useLiveQuery({
    topic: 'system/conf',
    confTyp,
    method: 'list',
    para,
    parse: (ack): unknown[] => ack.data,
    patch: (items, report) => applyListReport(items, report, record, key),
  });
  const items = query.data ?? noItems;
  const state = query.state === 'idle' ? 'loading' : query.state;
  return {
    state,
    // The answer and every applied report are records of `confTyp` (checked on the way in and by
    // `record`); the compiler cannot relate a generic confTyp to its record type.
    items: items as RecordOf<C>[],
    empty: state === 'ready' && items.length === 0,
    error: query.error,
    refreshing: query.refreshing,
    reload: query.reload,
  };
}

const noItems: never[] = [];

/** One add/update/delete report applied to a list by its key field; undefined when it cannot be. */
export function applyListReport<T>(items: T[], report: Ack, record: Schema<T>, key: string): T[] | undefined {
  const keyOf = (item: unknown) => fieldOf(item, key);
  if (report.method === 'delete') {
    const gone = keyOf(report.data);
    return gone === undefined ? undefined : items.filter((item) => keyOf(item) !== gone);
  }
  if (report.method !== 'add' && report.method !== 'update') return items;
  const parsed = z.safeParse(record, report.data);
  if (!parsed.success) return undefined;
  const index = items.findIndex((item) => keyOf(item) === keyOf(parsed.data));
  if (index < 0) return [...items, parsed.data];
  const next = [...items];
  next[index] = parsed.data;
  return next;
}
