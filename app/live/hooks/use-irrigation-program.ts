/**
 * The rotation program as a live query (app/live/query.ts): `rotationIrrigation/cmd { action: 'status' }`
 * on mount and on reconnect, then every ack and unsolicited progress report on `rotationIrrigation/cmdack`
 * (this app's or another client's start/stop, and the controller's own); and the commands start (a plan
 * now), pause, resume and stop. Read by the home valves, the water plans and the fertigation centre.
 */
import { useState } from 'react';
import type { IrrigationCommand, IrrigationStatus } from '../../../protocol/live/irrigation.ts';
import { request } from '../index.ts';
import { useLiveQuery } from '../query.ts';
import { liveErrorText } from './error-text.ts';

/** The program's status alone, for screens that only show it. */
export type IrrigationView = { status: IrrigationStatus | null; error: string | null };

export type IrrigationProgram = {
  status: IrrigationStatus | null;
  /** Why the status could not be read. */
  statusError: string | null;
  /** The command in flight ('start' with its pid as `start:<pid>`), or null. */
  pending: string | null;
  /** The controller's refusal of the last command, in words. */
  error: string | null;
  command: (action: IrrigationCommand['action'], pid?: number) => Promise<boolean>;
};

export function useIrrigationStatus(): IrrigationView {
  const query = useLiveQuery({
    topic: 'rotationIrrigation/cmd',
    confTyp: 'rotationIrrigation',
    method: 'cmd',
    para: { action: 'status' },
    parse: (ack) => {
      if (!ack.data) throw new Error('no irrigation status');
      return ack.data;
    },
    patch: (status, report) => report.data ?? status,
  });
  return { status: query.data, error: query.error };
}

export function useIrrigationProgram(): IrrigationProgram {
  const view = useIrrigationStatus();
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
  return { status: view.status, statusError: view.error, pending, error, command };
}
