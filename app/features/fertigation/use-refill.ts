/**
 * Refills a stock tank of a centre (`fertigation/cmd { action: 'refill', fid, tank }`): the tank asked
 * about, the one in flight, and the controller's refusal in words. The ack's status reaches the
 * screen through the status query's patch (use-fert-status.ts).
 */
import { useState } from 'react';
import { request } from '../../live';
import { liveErrorText } from '../../live/hooks/error-text';

export type Refill = {
  /** The tank the grower asked to refill, waiting for the confirmation. */
  asking: string | null;
  pending: string | null;
  error: string | null;
  ask: (tank: string | null) => void;
  confirm: () => Promise<boolean>;
};

export function useRefill(fid: number): Refill {
  const [asking, setAsking] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const tank = asking;
    setAsking(null);
    if (tank === null) return false;
    setPending(tank);
    setError(null);
    try {
      await request('fertigation/cmd', 'fertigation', 'cmd', { action: 'refill', fid, tank });
      return true;
    } catch (e) {
      setError(liveErrorText(e));
      return false;
    } finally {
      setPending(null);
    }
  };
  return { asking, pending, error, ask: setAsking, confirm };
}
