/**
 * Assigning a device to a zone or taking it out (zid null): a `system/conf` update of the whole
 * sensor, actuator or valve record with its new zid (the controller wants whole records).
 */
import { useState } from 'react';
import { useConfAction } from '../../../live/hooks/use-conf-action.ts';
import { deviceId, type DeviceKind, type DeviceRecord } from '../../../live/zone-query.ts';

export type DeviceMove = {
  /** `kind:id` of the device being moved, if any. */
  busy: string | null;
  moveTo: (kind: DeviceKind, record: DeviceRecord, zid: number | null) => Promise<boolean>;
};

export const busyKey = (kind: DeviceKind, record: DeviceRecord) => `${kind}:${deviceId(kind, record)}`;

export function useDeviceMove(): DeviceMove {
  const action = useConfAction();
  const [busy, setBusy] = useState<string | null>(null);
  const moveTo: DeviceMove['moveTo'] = async (kind, record, zid) => {
    setBusy(busyKey(kind, record));
    const ack = await action.send(kind, 'update', { ...record, zid });
    setBusy(null);
    return ack !== null;
  };
  return { busy, moveTo };
}
