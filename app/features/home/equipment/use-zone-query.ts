/**
 * The seed's zone query: `{ confTyp: 'zone', method: 'query', qryId, para: { f_zone_id } }` answers
 * `{ zone, sensors, actuators, valves, states }`. Loads on mount, on a base switch and when the
 * connection comes back; the states seed the live actuator store; another client's change to the
 * zone or its devices (an unsolicited report) reloads it in the background.
 */
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { actuator } from '../../../../protocol/live/actuator.ts';
import { valve } from '../../../../protocol/live/irrigation.ts';
import { sensor } from '../../../../protocol/live/sensor.ts';
import { zone } from '../../../../protocol/live/zone.ts';
import { seedActuatorStates } from '../../../components/actuator-controls';
import { i18n } from '../../../i18n';
import { LiveError, onReport, request } from '../../../live';
import { liveErrorText } from '../../../live/hooks/error-text';
import { LOADING_TIMEOUT_MS, type LoadState } from '../../../live/hooks/use-conf-list';
import { useConnectionStore } from '../../../stores/connection-store';

export const zoneQueryData = z.object({
  zone,
  sensors: z.array(sensor),
  actuators: z.array(actuator),
  valves: z.array(valve),
});
export type ZoneQueryData = z.infer<typeof zoneQueryData>;

export type ZoneQuery = {
  state: LoadState;
  data: ZoneQueryData | null;
  error: string | null;
  /** The controller answered "not found" (code 3). */
  notFound: boolean;
  reload(): void;
};

type Result = { key: string; data: ZoneQueryData | null; error: string | null; notFound: boolean };

const watched = new Set(['zone', 'sensor', 'actuator', 'valve']);

export function useZoneQuery(zid: number | null): ZoneQuery {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const key = `${base ?? ''}|${zid ?? ''}`;
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  /** Retry: shows loading again unless data is shown. */
  const reload = useCallback(() => {
    setResult((prev) => (prev?.data ? prev : null));
    refresh();
  }, [refresh]);

  useEffect(() => {
    if (status !== 1 || !base || zid === null) return;
    let live = true;
    // A failed background reload keeps what is shown (unless the zone is gone) and says why.
    const settle = (next: Omit<Result, 'key'>) => {
      if (!live) return;
      setResult((prev) =>
        prev?.key === key && prev.data && !next.data && !next.notFound
          ? { ...prev, error: next.error }
          : { key, ...next },
      );
    };
    const timer = setTimeout(
      () => settle({ data: null, error: i18n.t('live:loadingTimedOut'), notFound: false }),
      LOADING_TIMEOUT_MS,
    );
    request('system/conf', 'zone', 'query', { f_zone_id: zid })
      .then((ack) => {
        const parsed = zoneQueryData.safeParse(ack.data);
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad zone data');
        seedActuatorStates(ack.data);
        settle({ data: parsed.data, error: null, notFound: false });
      })
      .catch((e: unknown) => {
        const notFound = e instanceof LiveError && e.key === 'live.ack3';
        settle({ data: null, error: liveErrorText(e), notFound });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, zid, status, base, generation]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onReport((topicName, ack) => {
      if (topicName !== 'system/confack' || ack.qryId !== null || ack.code !== 0) return;
      if (!watched.has(ack.confTyp)) return;
      clearTimeout(timer);
      timer = setTimeout(refresh, 300); // a burst of reports (bulk edits) reloads once
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [refresh]);

  const current = result?.key === key ? result : null;
  const offline = status !== 1 || !base;
  const state: LoadState = current?.data
    ? 'ready'
    : current?.error
      ? 'error'
      : offline
        ? 'offline'
        : 'loading';
  return {
    state,
    data: current?.data ?? null,
    error: current?.error ?? null,
    notFound: current?.notFound ?? false,
    reload,
  };
}
