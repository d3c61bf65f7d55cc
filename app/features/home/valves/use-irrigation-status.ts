/**
 * The rotation program's status, as a live query (app/live/query.ts): asked with
 * `rotationIrrigation/cmd { action: 'status' }` on mount and when the connection comes back, then
 * followed by every ack and progress report on `rotationIrrigation/cmdack` (this app's or another
 * client's start/stop, and the controller's own).
 */
import { irrigationStatus, type IrrigationStatus } from '../../../../protocol/live/irrigation.ts';
import { useLiveQuery } from '../../../live/query';

export type IrrigationView = { status: IrrigationStatus | null; error: string | null };

export function useIrrigationStatus(): IrrigationView {
  const query = useLiveQuery({
    topic: 'rotationIrrigation/cmd',
    confTyp: 'rotationIrrigation',
    method: 'cmd',
    para: { action: 'status' },
    parse: (ack) => irrigationStatus.parse(ack.data),
    patch: (status, report) => {
      const parsed = irrigationStatus.safeParse(report.data);
      return parsed.success ? parsed.data : status;
    },
  });
  return { status: query.data, error: query.error };
}

/** Seconds as "m 分 s 秒" parts. */
export function minutesSeconds(totalS: number): { m: number; s: number } {
  const s = Math.max(0, Math.round(totalS));
  return { m: Math.floor(s / 60), s: s % 60 };
}
