/**
 * Manual control of one actuator over `actuator/cmd`. The control is pending from the moment the
 * command leaves until the ack and, for a move, until the reported position reaches its target; a
 * refusal (4 locked, 5 offline, ...) is shown in the grower's words and the control keeps showing the
 * state the controller reports, never the one asked for.
 */
import { useCallback, useState } from 'react';
import type { ActuatorCommand } from '../../../protocol/live/actuator.ts';
import { useLiveActuator } from '../../stores/live-actuators-store.ts';
import { showSnackbar } from '../../stores/ui-store.ts';
import { request } from '../index.ts';
import { liveErrorText } from './error-text.ts';

export type ActuatorControl = {
  /** Waiting for the ack, or for the movement the ack started. */
  pending: boolean;
  error: string | null;
  send: (
    action: ActuatorCommand['action'],
    options?: { value?: number; duration?: number },
  ) => Promise<boolean>;
};

const moving = new Set(['opening', 'closing']);

export function useActuatorCommand(aid: number): ActuatorControl {
  const report = useLiveActuator(aid);
  const [waitingAck, setWaitingAck] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useCallback<ActuatorControl['send']>(
    async (action, options = {}) => {
      setWaitingAck(true);
      setError(null);
      try {
        await request('actuator/cmd', 'actuator', 'cmd', { aid, action, ...options });
        return true;
      } catch (e) {
        const text = liveErrorText(e);
        setError(text);
        showSnackbar(text, { severity: 'error' });
        return false;
      } finally {
        setWaitingAck(false);
      }
    },
    [aid],
  );
  const pending = waitingAck || (report !== undefined && moving.has(report.state));
  return { pending, error, send };
}
