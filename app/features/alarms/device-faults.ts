// Device faults now, grouped: offline devices, sensor faults (reading quality), jammed actuators.
import type { Actuator } from '../../../protocol/live/actuator.ts';
import type { Sensor } from '../../../protocol/live/sensor.ts';
import type { NetworkDevice } from '../../../protocol/live/system.ts';

export type FaultCategory = 'offline' | 'sensorFault' | 'jammed';
export const faultCategories: readonly FaultCategory[] = ['offline', 'sensorFault', 'jammed'];

export type DeviceFault = {
  category: FaultCategory;
  /** What the row says about the device (an i18n key of the alarms namespace). */
  reason: 'networkOffline' | 'sensorOffline' | 'sensorFault' | 'sensorOutOfRange' | 'noState' | 'jammed';
  name: string;
  zid: number | null;
  /** The device's own screen. */
  href: string;
};

export type FaultInputs = {
  sensors: readonly Sensor[];
  actuators: readonly Actuator[];
  network: readonly NetworkDevice[];
  /** Latest reading quality by sid (0 ok, 1 out of range, 2 fault, 3 offline); out of range counts as a fault. */
  quality: Readonly<Record<number, number>>;
  /** Latest reported state by aid; absent = no report. */
  actuatorState: Readonly<Record<number, string>>;
  /** Whether the actuator states have been asked for (before that, "no report" means nothing). */
  statesKnown: boolean;
};

export function deviceFaults(inputs: FaultInputs): Record<FaultCategory, DeviceFault[]> {
  const groups: Record<FaultCategory, DeviceFault[]> = { offline: [], sensorFault: [], jammed: [] };
  for (const d of inputs.network)
    if (!d.online)
      groups.offline.push({
        category: 'offline',
        reason: 'networkOffline',
        name: d.name,
        zid: d.zid,
        href: `/network/NetworkDevice?nid=${d.nid}`,
      });
  for (const s of inputs.sensors) {
    const q = inputs.quality[s.sid];
    if (!s.enabled || q === undefined || q === 0) continue;
    const row = { name: s.name, zid: s.zid, href: `/device/SensorParticularMessage?sid=${s.sid}` };
    if (q === 3) groups.offline.push({ category: 'offline', reason: 'sensorOffline', ...row });
    else
      groups.sensorFault.push({
        category: 'sensorFault',
        reason: q === 1 ? 'sensorOutOfRange' : 'sensorFault',
        ...row,
      });
  }
  for (const a of inputs.actuators) {
    if (!a.enabled) continue;
    const state = inputs.actuatorState[a.aid];
    const href = `/device/editactuator?aid=${a.aid}`;
    if (state === 'jammed')
      groups.jammed.push({ category: 'jammed', reason: 'jammed', name: a.name, zid: a.zid, href });
    else if (state === undefined && inputs.statesKnown && a.zid !== null)
      groups.offline.push({ category: 'offline', reason: 'noState', name: a.name, zid: a.zid, href });
  }
  return groups;
}

export const faultCount = (groups: Record<FaultCategory, DeviceFault[]>): number =>
  faultCategories.reduce((n, c) => n + groups[c].length, 0);
