// Acknowledges alarms through system/cmd alarmAck, one request per alarm; says how many succeeded.
import { useCallback, useState } from 'react';
import { useT } from '../../components/use-t';
import { request } from '../../live';
import { liveErrorText } from '../../live/hooks/error-text';
import { showSnackbar } from '../../stores/ui-store';

/** Sends one alarmAck per alid (all at once); resolves how many the controller accepted, and the first refusal. */
export async function ackAlarms(
  alids: readonly number[],
  send: (alid: number) => Promise<unknown> = (alid) =>
    request('system/cmd', 'system', 'cmd', { action: 'alarmAck', alid }),
): Promise<{ ok: number; failed: number; error: unknown }> {
  const results = await Promise.allSettled(alids.map((alid) => send(alid)));
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  return { ok: results.length - refused.length, failed: refused.length, error: refused[0]?.reason };
}

/** `busy` holds the alids being acknowledged; the list updates from the controller's reports. */
export function useAlarmAck() {
  const t = useT();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const ack = useCallback(
    async (alids: readonly number[]) => {
      if (alids.length === 0) return;
      setBusy((b) => new Set([...b, ...alids]));
      const result = await ackAlarms(alids);
      setBusy((b) => new Set([...b].filter((alid) => !alids.includes(alid))));
      if (result.failed === 0)
        showSnackbar(t('alarms:ackDone', { count: result.ok }), { severity: 'success' });
      else
        showSnackbar(
          t('alarms:ackPartly', { ok: result.ok, total: alids.length, reason: liveErrorText(result.error) }),
          { severity: result.ok > 0 ? 'warning' : 'error' },
        );
    },
    [t],
  );
  return { busy, ack };
}
