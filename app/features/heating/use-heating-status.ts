/**
 * The heating loops' run-time status as a live query: `heating/cmd { action: 'status' }` (all loops)
 * on mount, on reconnect and every 10 s (the temperatures drift), patched by every ack and unsolicited
 * report on `heating/cmdack`; and the grower's commands start, stop and auto (hand back).
 */
import { useState } from 'react';
import type { HeatingCommand, HeatingStatus } from '../../../protocol/live/climate.ts';
import { request } from '../../live';
import { liveErrorText } from '../../live/hooks/error-text';
import { useLiveQuery } from '../../live/query';
import { showSnackbar } from '../../stores/ui-store';

export type HeatingAction = Extract<HeatingCommand['action'], 'start' | 'stop' | 'auto'>;

/** The data of a `heating/cmdack` (checked on the way in): one loop's status, all of them, or none. */
export type StatusData = HeatingStatus | HeatingStatus[] | undefined;

/** Each status of a report (one loop or all) replaces that loop's in the list; none: ask again. */
export function patchStatuses(list: HeatingStatus[], data: StatusData): HeatingStatus[] | undefined {
  if (data === undefined) return undefined;
  const next = Array.isArray(data) ? data : [data];
  const byHid = new Map(list.map((s) => [s.hid, s]));
  for (const s of next) byHid.set(s.hid, s);
  return [...byHid.values()];
}

export function useHeatingStatus() {
  const query = useLiveQuery({
    topic: 'heating/cmd',
    confTyp: 'heating',
    method: 'cmd',
    para: { action: 'status' },
    parse: (ack) => {
      // The status of every loop is a list; anything else is not the answer asked for.
      if (!Array.isArray(ack.data)) throw new Error('no heating status list');
      return ack.data;
    },
    patch: (list, report) => patchStatuses(list, report.data),
    refreshMs: 10_000,
  });
  const [pending, setPending] = useState<string | null>(null);
  const command = async (action: HeatingAction, hid: number) => {
    setPending(`${action}:${hid}`);
    try {
      await request('heating/cmd', 'heating', 'cmd', { action, hid });
      return true;
    } catch (e) {
      showSnackbar(liveErrorText(e), { severity: 'error' });
      return false;
    } finally {
      setPending(null);
    }
  };
  const byHid = new Map((query.data ?? []).map((s) => [s.hid, s]));
  return { byHid, error: query.error, pending, command };
}
