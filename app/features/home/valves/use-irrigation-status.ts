/**
 * The rotation program's status: asked with `rotationIrrigation/cmd { action: 'status' }` on mount and
 * when the connection comes back, then followed by every ack and progress report on
 * `rotationIrrigation/cmdack` (this app's or another client's start/stop, and the controller's own).
 */
import { useEffect, useState } from 'react';
import { irrigationStatus, type IrrigationStatus } from '../../../../protocol/live/irrigation.ts';
import { onReport, request } from '../../../live';
import { liveErrorText } from '../../../live/hooks/error-text';
import { useConnectionStore } from '../../../stores/connection-store';

export type IrrigationView = { status: IrrigationStatus | null; error: string | null };

export function useIrrigationStatus(): IrrigationView {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const [view, setView] = useState<IrrigationView & { base: string | null }>({
    status: null,
    error: null,
    base,
  });

  useEffect(() => {
    return onReport((topicName, ack) => {
      if (topicName !== 'rotationIrrigation/cmdack' || ack.code !== 0) return;
      const parsed = irrigationStatus.safeParse(ack.data);
      if (parsed.success) setView({ status: parsed.data, error: null, base });
    });
  }, [base]);

  useEffect(() => {
    if (status !== 1 || !base) return;
    let live = true;
    request('rotationIrrigation/cmd', 'rotationIrrigation', 'cmd', { action: 'status' })
      .then((ack) => {
        const parsed = irrigationStatus.safeParse(ack.data);
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad status');
        if (live) setView({ status: parsed.data, error: null, base });
      })
      .catch((e: unknown) => {
        if (live) setView((prev) => ({ ...prev, error: liveErrorText(e), base }));
      });
    return () => {
      live = false;
    };
  }, [status, base]);

  return view.base === base ? view : { status: null, error: null };
}

/** Seconds as "m 分 s 秒" parts. */
export function minutesSeconds(totalS: number): { m: number; s: number } {
  const s = Math.max(0, Math.round(totalS));
  return { m: Math.floor(s / 60), s: s % 60 };
}
