// The rejection of a live request whose ack has a nonzero code. Apart from errors.ts, which loads
// with the app: this reads the protocol's interlock schema and loads with the live client.
import { interlockRefusal } from '../../protocol/live/actuator.ts';
import { ackCodeTexts, ackKeys, LiveError, type LiveErrorParams } from './errors.ts';

/**
 * The rejection for an ack with a nonzero code: carries the code and the controller's message, and
 * the interlocked partner when a code 4's data names one (protocol interlockRefusal).
 */
export function ackError(code: number, msg: string | undefined, data?: unknown): LiveError {
  const text = msg && msg.trim() !== '' && msg !== 'ok' ? msg : (ackCodeTexts[code] ?? 'unknown error');
  const params: LiveErrorParams = { code, msg: text };
  const interlock = code === 4 ? interlockRefusal.safeParse(data) : undefined;
  if (interlock?.success) {
    params.interlockedWith = interlock.data.interlockedWith.name;
    params.interlockedAid = interlock.data.interlockedWith.aid;
  }
  return new LiveError(ackKeys[code] ?? 'live.ack1', params);
}
