/**
 * One zone with its devices, from the seed's zone query; loads when connected (and again on a base
 * switch or reconnect), times out after 25 s, and follows other clients' changes (unsolicited reports).
 */
import { useCallback, useEffect, useState } from 'react';
import { LiveError, onReport, request } from '../../../live/index.ts';
import { liveErrorText } from '../../../live/hooks/error-text.ts';
import { LOADING_TIMEOUT_MS } from '../../../live/hooks/use-conf-list.ts';
import { i18n } from '../../../i18n';
import { useConnectionStore } from '../../../stores/connection-store.ts';
import { applyZoneReport, zoneQueryAnswer, type ZoneQueryAnswer } from './zone-query.ts';

export type ZoneQueryState = 'loading' | 'ready' | 'error' | 'offline' | 'gone';
export type ZoneQuery = {
  state: ZoneQueryState;
  answer: ZoneQueryAnswer | null;
  error: string | null;
  reload(): void;
};

type Loaded = { key: string; state: ZoneQueryState; answer: ZoneQueryAnswer | null; error: string | null };

export function useZoneQuery(zid: number | null): ZoneQuery {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const [generation, setGeneration] = useState(0);
  const key = `${base}|${zid}|${generation}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (zid === null || status !== 1 || !base) return;
    let live = true;
    const settle = (next: Omit<Loaded, 'key'>) => live && setLoaded({ key, ...next });
    const timer = setTimeout(
      () => settle({ state: 'error', answer: null, error: i18n.t('live:loadingTimedOut') }),
      LOADING_TIMEOUT_MS,
    );
    request('system/conf', 'zone', 'query', { f_zone_id: zid })
      .then((ack) => {
        const parsed = zoneQueryAnswer.safeParse(ack.data);
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad data');
        settle({ state: 'ready', answer: parsed.data, error: null });
      })
      .catch((e: unknown) => {
        const gone = e instanceof LiveError && e.key === 'live.ack3';
        settle({ state: gone ? 'gone' : 'error', answer: null, error: liveErrorText(e) });
      })
      .finally(() => clearTimeout(timer));
    const stop = onReport((topicName, ack) => {
      if (topicName !== 'system/confack' || ack.qryId !== null || ack.code !== 0) return;
      setLoaded((prev) => {
        if (!prev?.answer || prev.key !== key) return prev;
        const answer = applyZoneReport(prev.answer, ack.confTyp, ack.method, ack.data);
        return answer ? { ...prev, answer } : { ...prev, state: 'gone', answer: null };
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
      stop();
    };
  }, [key, zid, status, base]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const current = loaded?.key === key ? loaded : null;
  if (current) return { ...current, reload };
  const offline = status !== 1 || !base;
  return { state: offline ? 'offline' : 'loading', answer: null, error: null, reload };
}
