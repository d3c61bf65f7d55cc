/**
 * Live queries: the one way a screen reads a record or a list from the selected base's controller.
 *
 *   const zones = useLiveList('zone');            // system/conf list of one confTyp
 *   zones.state; zones.items; zones.reload();
 *
 *   const zone = useLiveQuery(zid === null ? null : {
 *     topic: 'system/conf', confTyp: 'zone', method: 'query', para: { f_zone_id: zid },
 *     parse: (ack) => zoneQueryAnswer.parse(ack.data),
 *     follows: ['zone', 'sensor', 'actuator', 'valve'],
 *     patch: (answer, report) => applyZoneReport(answer, report.confTyp, report.method, report.data),
 *   });
 *   zone.state; zone.data; zone.error; zone.notFound; zone.reload();
 *
 * One policy for every query:
 * - Cache: answers live in app/stores/live-query-store.ts, keyed by base, confTyp and key (the method
 *   and `key`, the para's JSON by default), so screens asking the same share one answer.
 * - Asking: on mount, on a base switch, when the connection comes back, on reload(), every
 *   `refreshMs` if given. An ask cancelled (unmount, base switch) never writes.
 * - Timeout: an ask still unanswered after 25 s (seed section 4) is an error.
 * - Failure: the error is shown beside data already shown; with no data the state is 'error'. Code 3
 *   (not found) drops the data and sets `notFound`. Any other failure is asked again after 15 s.
 * - Reports: a code-0 report of a confTyp in `follows` (default: the query's own) on the query's answer
 *   topic (on system/confack only unsolicited ones, qryId null) goes to `patch(data, report)`, which
 *   returns the patched data, null when the report deleted the record (then `notFound`), or undefined
 *   when it cannot apply it: then the query asks the controller again. Without `patch`, reports are
 *   ignored. Reports reach the cache once `followLiveReports()` runs (app/wiring.ts).
 * - States, derived here only: 'idle' (query null), 'offline' (no connection or base, nothing
 *   cached), 'loading', 'ready', 'error'; useLiveList adds `empty` (ready with no items).
 */
import { useCallback, useEffect, useRef } from 'react';
import { z, type Schema } from '../../protocol/zod-mini.ts';
import { confRecords } from '../../protocol/live/conf.ts';
import type { Ack, ConfTyp } from '../../protocol/live/envelope.ts';
import { ackTopicOf, type AckTopicName, type RequestTopicName } from '../../protocol/topics.ts';
import { i18n } from '../i18n';
import { useConnectionStore } from '../stores/connection-store.ts';
import {
  clearQueryEntries,
  emptyQueryEntry,
  getQueryEntry,
  patchQueryEntry,
  queryKey,
  useLiveQueryStore,
} from '../stores/live-query-store.ts';
import { LiveError } from './errors.ts';
import { liveErrorText } from './hooks/error-text.ts';
import { onReport, request, type AnswerOf } from './index.ts';
import type { ConfTypOf, MethodOf, ParaOf } from './types.ts';

/** Seed section 4: the loading indicator times out after 25 seconds. */
export const LOADING_TIMEOUT_MS = 25_000;
/** A failed ask (not "not found") is asked again after this long while shown. */
export const RETRY_AFTER_ERROR_MS = 15_000;

export type LiveQueryState = 'idle' | 'loading' | 'ready' | 'error' | 'offline';
/** The states of a query that is asked (every state but 'idle'). */
export type LoadState = Exclude<LiveQueryState, 'idle'>;

type Para = Record<string, unknown>;

export type LiveQuery<
  T,
  N extends RequestTopicName = RequestTopicName,
  C extends ConfTypOf<N> = ConfTypOf<N>,
  M extends MethodOf<N> = MethodOf<N>,
> = {
  topic: N;
  confTyp: C;
  method: M;
  /** The request's para; a function when it depends on the moment of asking (then give `key`). */
  para?: ParaOf<N> | (() => ParaOf<N>);
  /** Names the answer within base, confTyp and method; default: the para's JSON. */
  key?: string;
  /** The answer's data from the ack; throws (a zod error, say) when it is not what was asked. */
  parse(answer: AnswerOf<N, C, M>): T;
  /** The confTyps whose reports reach `patch`; default: the query's own. */
  follows?: readonly string[];
  /** Applies a report: the new data, null when the record is gone, undefined to ask again. */
  patch?(data: T, report: Ack): T | null | undefined;
  /** Asks again this often while shown (ms). */
  refreshMs?: number;
};

export type LiveQueryResult<T> = {
  state: LiveQueryState;
  data: T | null;
  error: string | null;
  notFound: boolean;
  /** True while an ask runs over data already shown. */
  refreshing: boolean;
  /** Local time the shown data arrived (0 before). */
  receivedAt: number;
  reload(): void;
};

type Follower = {
  topic: AckTopicName;
  confTyps: readonly string[];
  patch: (data: never, report: Ack) => unknown;
};
/** The report policy of each cached answer, by cache key (kept after unmount: the cache stays current). */
const followers = new Map<string, Follower>();

export function useLiveQuery<T, N extends RequestTopicName>(
  query: LiveQuery<T, N> | null,
): LiveQueryResult<T> {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const key =
    query && base
      ? queryKey(base, query.confTyp, `${query.method} ${query.key ?? JSON.stringify(query.para ?? {})}`)
      : null;
  const entry = useLiveQueryStore((s) => (key === null ? undefined : s.entries[key])) ?? emptyQueryEntry;
  const connected = status === 1 && base !== null;
  // The query object is new on every render; its key says when it changed.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });

  useEffect(() => {
    const current = latest.current;
    if (key === null || !connected || !current) return;
    if (current.patch)
      followers.set(key, {
        topic: ackTopicOf[current.topic],
        confTyps: current.follows ?? [current.confTyp],
        patch: current.patch as Follower['patch'],
      });
    let cancel = ask(key, current);
    const timer = current.refreshMs
      ? setInterval(() => {
          cancel();
          cancel = ask(key, current);
        }, current.refreshMs)
      : undefined;
    return () => {
      cancel();
      clearInterval(timer);
    };
  }, [key, connected, entry.generation]);

  // A failed ask is asked again while the screen shows it: an answer lost once (a dropped ack, a
  // controller that was rebooting) must not leave a list empty or the header's bell silent.
  const failed = entry.error !== null && !entry.notFound;
  useEffect(() => {
    if (key === null || !connected || !failed) return;
    const timer = setTimeout(
      () => patchQueryEntry(key, { generation: getQueryEntry(key).generation + 1 }),
      RETRY_AFTER_ERROR_MS,
    );
    return () => clearTimeout(timer);
  }, [key, connected, failed, entry.generation]);

  const reload = useCallback(() => {
    if (key !== null) patchQueryEntry(key, { generation: getQueryEntry(key).generation + 1 });
  }, [key]);

  const data = entry.data === null ? null : (entry.data as T);
  const state: LiveQueryState = !query
    ? 'idle'
    : data !== null
      ? 'ready'
      : !connected
        ? 'offline'
        : entry.status;
  return {
    state,
    data: query ? data : null,
    error: query ? entry.error : null,
    notFound: query ? entry.notFound : false,
    refreshing: query ? entry.refreshing : false,
    receivedAt: query ? entry.receivedAt : 0,
    reload,
  };
}

/** Asks once into the cache; returns the cancel of its answer handling and 25 s time-out. */
function ask<T, N extends RequestTopicName>(key: string, query: LiveQuery<T, N>): () => void {
  let live = true;
  const shown = getQueryEntry(key).data !== null;
  patchQueryEntry(key, shown ? { refreshing: true } : { status: 'loading', error: null, notFound: false });
  const fail = (error: string, notFound = false) => {
    if (notFound) patchQueryEntry(key, { status: 'error', data: null, error, notFound, refreshing: false });
    else if (getQueryEntry(key).data !== null) patchQueryEntry(key, { error, refreshing: false });
    else patchQueryEntry(key, { status: 'error', error, refreshing: false });
  };
  const timer = setTimeout(() => live && fail(i18n.t('live:loadingTimedOut')), LOADING_TIMEOUT_MS);
  const para = typeof query.para === 'function' ? query.para() : query.para;
  request(query.topic, query.confTyp, query.method, para)
    .then((answer) => {
      const data = query.parse(answer);
      if (live)
        patchQueryEntry(key, {
          status: 'ready',
          data,
          error: null,
          notFound: false,
          refreshing: false,
          receivedAt: Date.now(),
        });
    })
    .catch((e: unknown) => {
      if (live) fail(errorText(e), e instanceof LiveError && e.key === 'live.ack3');
    })
    .finally(() => clearTimeout(timer));
  return () => {
    live = false;
    clearTimeout(timer);
  };
}

const errorText = (e: unknown): string =>
  e instanceof z.core.$ZodError ? (e.issues[0]?.message ?? 'bad data') : liveErrorText(e);

/** Applies one report to every cached answer that follows it (see the header); idempotent. */
function applyReport(topic: AckTopicName, ack: Ack): void {
  if (ack.code !== 0 || (topic === 'system/confack' && ack.qryId !== null)) return;
  for (const [key, follower] of followers) {
    if (follower.topic !== topic || !follower.confTyps.includes(ack.confTyp)) continue;
    const entry = getQueryEntry(key);
    if (entry.data === null) continue;
    const next = follower.patch(entry.data as never, ack);
    if (next === undefined) patchQueryEntry(key, { generation: entry.generation + 1 });
    else if (next === null)
      patchQueryEntry(key, { status: 'error', data: null, notFound: true, error: i18n.t('live:ack3') });
    else if (next !== entry.data) patchQueryEntry(key, { data: next, receivedAt: Date.now() });
  }
}

let unfollow: (() => void) | null = null;

/** Lets reports reach the cache (app/wiring.ts, and tests); returns the stop. */
export function followLiveReports(): () => void {
  unfollow ??= onReport((topicName, ack) => {
    if (topicName !== 'sensor/historyData') applyReport(topicName, ack);
  });
  return () => {
    unfollow?.();
    unfollow = null;
  };
}

/** Forgets every cached answer and its report policy (logout, tests). */
export function clearLiveQueries(): void {
  followers.clear();
  clearQueryEntries();
}

export type RecordOf<C extends ConfTyp> = z.infer<(typeof confRecords)[C]['record']>;

export type LiveList<T> = {
  state: LoadState;
  items: T[];
  /** Ready, and the list has no items. */
  empty: boolean;
  error: string | null;
  refreshing: boolean;
  reload(): void;
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
    parse: (ack) => z.parse(z.array(record), ack.data ?? []),
    patch: (items, report) => applyListReport(items, report, record, key),
  });
  const items = query.data ?? noItems;
  const state = query.state === 'idle' ? 'loading' : query.state;
  return {
    state,
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
  const keyOf = (item: unknown) =>
    item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
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
