/**
 * A camera's latest snapshot: the one in the network list, replaced by a fresh `network` query on
 * refresh (the controller answers the camera record with its current snapshotUrl).
 */
import { useCallback, useState } from 'react';
import { networkDevice, type NetworkDevice } from '../../../../protocol/live/system.ts';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { now } from '../../../lib/world-time';

export type Snapshot = {
  url: string | undefined;
  at: number;
  refreshing: boolean;
  error: string | null;
  refresh: () => void;
};

export function useSnapshot(camera: NetworkDevice): Snapshot {
  const action = useConfAction({ notify: false });
  const [fresh, setFresh] = useState<{ url: string | undefined; at: number } | null>(null);
  const [mountedAt] = useState(() => now());
  const [listedUrl, setListedUrl] = useState(camera.snapshotUrl);
  if (listedUrl !== camera.snapshotUrl) {
    // The list brought a newer picture (another client, or a report): it wins over an older refresh.
    setListedUrl(camera.snapshotUrl);
    setFresh(null);
  }
  const { send } = action;
  const refresh = useCallback(() => {
    void send('network', 'query', { nid: camera.nid }).then((ack) => {
      const parsed = networkDevice.safeParse(ack?.data);
      if (parsed.success) setFresh({ url: parsed.data.snapshotUrl, at: now() });
    });
  }, [send, camera.nid]);
  return {
    url: fresh ? fresh.url : camera.snapshotUrl,
    at: fresh ? fresh.at : mountedAt,
    refreshing: action.pending,
    error: action.error,
    refresh,
  };
}
