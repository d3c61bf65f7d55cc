/**
 * The selected controller's own record (`system/conf` query of confTyp `system`): firmware, uptime,
 * clock, timezone, open alarms. Asked on mount, on a base switch or reconnect, and every 30 s while
 * shown, so uptime and the alarm count stay current; a rename from elsewhere arrives as a report.
 */
import { useCallback, useEffect, useState } from 'react';
import { systemInfo, type SystemInfo } from '../../../../protocol/live/system.ts';
import { onReport, request } from '../../../live';
import { liveErrorText } from '../../../live/hooks/error-text';
import type { LoadState } from '../../../live/query';
import { useConnectionStore } from '../../../stores/connection-store';

export const SYSTEM_REFRESH_MS = 30_000;

export type SystemInfoState = {
  state: LoadState;
  info: SystemInfo | null;
  /** Local time the answer arrived (uptime is counted from it). */
  receivedAt: number;
  error: string | null;
  reload(): void;
};

type Loaded = { base: string; info: SystemInfo | null; receivedAt: number; error: string | null };

export function useSystemInfo(): SystemInfoState {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (status !== 1 || !base) return;
    let live = true;
    const ask = () =>
      request('system/conf', 'system', 'query', {})
        .then((ack) => {
          const parsed = systemInfo.safeParse(ack.data);
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad data');
          if (live) setLoaded({ base, info: parsed.data, receivedAt: Date.now(), error: null });
        })
        .catch((e: unknown) => {
          if (live)
            setLoaded((l) => ({
              base,
              info: l?.base === base ? l.info : null,
              receivedAt: l?.receivedAt ?? 0,
              error: liveErrorText(e),
            }));
        });
    void ask();
    const timer = setInterval(() => void ask(), SYSTEM_REFRESH_MS);
    const off = onReport((topicName, ack) => {
      if (topicName !== 'system/confack' || ack.confTyp !== 'system' || ack.qryId !== null) return;
      const parsed = systemInfo.safeParse(ack.data);
      if (parsed.success && live) setLoaded({ base, info: parsed.data, receivedAt: Date.now(), error: null });
    });
    return () => {
      live = false;
      clearInterval(timer);
      off();
    };
  }, [status, base, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const mine = loaded && loaded.base === base ? loaded : null;
  // The latest attempt decides: a controller that stopped answering is an error, older info still shown.
  const state: LoadState = mine?.error
    ? 'error'
    : mine?.info
      ? 'ready'
      : status !== 1
        ? 'offline'
        : 'loading';
  return {
    state,
    info: mine?.info ?? null,
    receivedAt: mine?.receivedAt ?? 0,
    error: mine?.error ?? null,
    reload,
  };
}
