/**
 * The rotation program as a live query, copied from app/features/water/plans/use-irrigation-program.ts
 * (features do not import each other; hoist both to app/live/hooks): `rotationIrrigation/cmd
 * { action: 'status' }`, then every ack and progress report; and start (a plan), pause, resume, stop.
 */
import { useState } from 'react';
import type { IrrigationCommand, IrrigationStatus } from '../../../protocol/live/irrigation.ts';
import { irrigationStatus } from '../../../protocol/live/irrigation.ts';
import { request } from '../../live';
import { liveErrorText } from '../../live/hooks/error-text';
import { useLiveQuery } from '../../live/query';

export type IrrigationProgram = {
  status: IrrigationStatus | null;
  /** Why the status could not be read. */
  statusError: string | null;
  /** The command in flight ('start' with its pid as `start:<pid>`), or null. */
  pending: string | null;
  /** The controller's refusal of the last command, in words. */
  error: string | null;
  command(action: IrrigationCommand['action'], pid?: number): Promise<boolean>;
};

export function useIrrigationProgram(): IrrigationProgram {
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
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const command = async (action: IrrigationCommand['action'], pid?: number) => {
    setPending(pid === undefined ? action : `${action}:${pid}`);
    setError(null);
    try {
      await request(
        'rotationIrrigation/cmd',
        'rotationIrrigation',
        'cmd',
        pid === undefined ? { action } : { action, pid },
      );
      return true;
    } catch (e) {
      setError(liveErrorText(e));
      return false;
    } finally {
      setPending(null);
    }
  };
  return { status: query.data, statusError: query.error, pending, error, command };
}
