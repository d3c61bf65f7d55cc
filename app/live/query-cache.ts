/**
 * The machinery behind the live-query hooks (app/live/query.ts): a query's shape and types, one ask
 * per cache key at a time, the 25 s time-out, and reports applied to cached answers. Outside React.
 */
import { z } from '../../protocol/zod-mini.ts';
import { ackTopicOf, type AckTopicName, type RequestTopicName } from '../../protocol/topics.ts';
import { i18n } from '../i18n';
import {
  clearQueryEntries,
  getQueryEntry,
  patchQueryEntry,
  queryKey,
  type QueryKey,
} from '../stores/live-query-store.ts';
import { LiveError } from './errors.ts';
import { liveErrorText } from './hooks/error-text.ts';
import { onReport, request, type AnswerMessage, type AnswerOf } from './index.ts';
import type { ConfTypOf, MethodOf, ParaOf } from './types.ts';

/** Seed section 4: the loading indicator times out after 25 seconds. */
export const LOADING_TIMEOUT_MS = 25_000;

/**
 * A successful ack on topic N's answer topic as a query's `patch` receives it: typed by its topic's
 * schema (narrow `confTyp` and `method` for a conf report's data).
 */
export type ReportOf<N extends RequestTopicName> = AnswerOf<N>;

/** What a query asks and how often; the same for every query of the request. */
export type QueryRequest<
  N extends RequestTopicName = RequestTopicName,
  C extends ConfTypOf<N> = ConfTypOf<N>,
  M extends MethodOf<N> = MethodOf<N>,
> = {
  topic: N;
  confTyp: C;
  method: M;
  /** The request's para; a function when it depends on the moment of asking (then give `key`). */
  para?: ParaOf<N> | (() => ParaOf<N>);
  /**
   * Names the answer within base, topic, confTyp and method; default: the para's JSON. A query that
   * reads an answer its own way (its own `parse`) names that in its key.
   */
  key?: string;
  /** The confTyps whose reports reach `patch`; default: the query's own. */
  follows?: readonly ConfTypOf<N>[];
  /** Asks again this often while shown (ms). */
  refreshMs?: number;
};

/** A live query whose data is `parse` of the answer. */
export type LiveQuery<
  T,
  N extends RequestTopicName = RequestTopicName,
  C extends ConfTypOf<N> = ConfTypOf<N>,
  M extends MethodOf<N> = MethodOf<N>,
> = QueryRequest<N, C, M> & {
  /** The data kept from the answer (typed by topic, confTyp and method: no need to check it again). */
  parse: (answer: AnswerOf<N, C, M>) => T;
  /**
   * Applies a report: the new data, null when the record is gone, undefined to ask again. A method,
   * not a function property: useLiveQuery serves a query and an answer query as one `T | answer`,
   * which needs the method's bivariant `data`.
   */
  patch?(data: T, report: ReportOf<N>): T | null | undefined;
};

/** A live query whose data is the typed answer itself (no `parse`). */
export type AnswerQuery<
  N extends RequestTopicName = RequestTopicName,
  C extends ConfTypOf<N> = ConfTypOf<N>,
  M extends MethodOf<N> = MethodOf<N>,
> = QueryRequest<N, C, M> & {
  parse?: undefined;
  patch?: (answer: AnswerOf<N, C, M>, report: ReportOf<N>) => AnswerOf<N, C, M> | null | undefined;
};

/** The answer query as a query with `parse`: the answer kept as it came. */
export const keepAnswer = <N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  query: AnswerQuery<N, C, M>,
): LiveQuery<AnswerOf<N, C, M>, N, C, M> => ({ ...query, parse: (answer) => answer });

/** The cache key of a query on `base`. */
export const keyOfQuery = <T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  base: string,
  query: LiveQuery<T, N, C, M>,
): QueryKey<T> => queryKey<T>(base, query, query.key ?? JSON.stringify(query.para ?? {}));

type Asking = { generation: number; users: number; stop: () => void };
/** The ask running for each cache key: a second screen asking the same joins it. */
const asking = new Map<string, Asking>();

/**
 * Asks once into the cache, or joins the ask already running for the key (of the same generation:
 * a reload starts a new one); returns the release. The last release cancels the answer handling
 * and the 25 s time-out: a cancelled ask never writes.
 */
export function ask<T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  key: QueryKey<T>,
  query: LiveQuery<T, N, C, M>,
): () => void {
  const generation = getQueryEntry(key).generation;
  let current = asking.get(key.id);
  if (!current || current.generation !== generation) {
    current?.stop();
    current = { generation, users: 0, stop: startAsk(key, query, () => asking.delete(key.id)) };
    asking.set(key.id, current);
  }
  const mine = current;
  mine.users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--mine.users > 0) return;
    mine.stop();
    if (asking.get(key.id) === mine) asking.delete(key.id);
  };
}

function startAsk<T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  key: QueryKey<T>,
  query: LiveQuery<T, N, C, M>,
  settled: () => void,
): () => void {
  let live = true;
  const shown = getQueryEntry(key).data !== null;
  patchQueryEntry(key, shown ? { refreshing: true } : { status: 'loading', error: null, notFound: false });
  const fail = (error: string, notFound = false) => {
    if (notFound) patchQueryEntry(key, { status: 'error', data: null, error, notFound, refreshing: false });
    else if (getQueryEntry(key).data !== null) patchQueryEntry(key, { error, refreshing: false });
    else patchQueryEntry(key, { status: 'error', error, refreshing: false });
  };
  // Timed out, the ask stays open (a late answer is still shown) but a new ask no longer joins it.
  let joinable = true;
  const leave = () => {
    if (joinable) settled();
    joinable = false;
  };
  const timer = setTimeout(() => {
    if (!live) return;
    fail(i18n.t('live:loadingTimedOut'));
    leave();
  }, LOADING_TIMEOUT_MS);
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
    .finally(() => {
      clearTimeout(timer);
      if (live) leave();
    });
  return () => {
    live = false;
    joinable = false;
    clearTimeout(timer);
  };
}

const errorText = (e: unknown): string =>
  e instanceof z.core.$ZodError ? (e.issues[0]?.message ?? 'bad data') : liveErrorText(e);

/**
 * True when an ack on `topicName` is a successful one of request topic N's answer topic. The ack was
 * checked by its topic's schema on the way in (app/live/inbound.ts), so its topic gives its type.
 */
const isReportOf = <N extends RequestTopicName>(
  topic: N,
  topicName: AckTopicName,
  ack: AnswerMessage,
): ack is ReportOf<N> => topicName === ackTopicOf[topic] && ack.code === 0;

type Follower = { apply: (topicName: AckTopicName, ack: AnswerMessage) => void };
/** The report policy of each cached answer, by cache key (kept after unmount: the cache stays current). */
const followers = new Map<string, Follower>();

/** Lets reports reach the cached answer of `key` through the query's `patch` (see query.ts). */
export function follow<T, N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  key: QueryKey<T>,
  query: LiveQuery<T, N, C, M>,
): void {
  if (!query.patch) return;
  const confTyps: readonly string[] = query.follows ?? [query.confTyp];
  followers.set(key.id, {
    apply(topicName, ack) {
      if (!('confTyp' in ack) || !confTyps.includes(ack.confTyp)) return;
      if (!isReportOf(query.topic, topicName, ack)) return;
      const entry = getQueryEntry(key);
      if (entry.data === null) return;
      const next = query.patch?.(entry.data, ack);
      if (next === undefined) patchQueryEntry(key, { generation: entry.generation + 1 });
      else if (next === null)
        patchQueryEntry(key, { status: 'error', data: null, notFound: true, error: i18n.t('live:ack3') });
      else if (next !== entry.data) patchQueryEntry(key, { data: next, receivedAt: Date.now() });
    },
  });
}

/** Applies one report to every cached answer that follows it; on system/confack only unsolicited ones. */
function applyReport(topicName: AckTopicName, ack: AnswerMessage): void {
  if (topicName === 'system/confack' && ack.qryId !== null) return;
  for (const follower of followers.values()) follower.apply(topicName, ack);
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

/** Forgets every cached answer, running ask and report policy (logout, tests). */
export function clearLiveQueries(): void {
  for (const running of asking.values()) running.stop();
  asking.clear();
  followers.clear();
  clearQueryEntries();
}
