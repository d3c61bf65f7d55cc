// Who raised an alarm: the sensor (with its zone), the irrigation alarm's kind, or the device's name.
import type { Actuator } from '../../../protocol/live/actuator.ts';
import type { AlarmRule, IrrigateAlarm } from '../../../protocol/live/climate.ts';
import type { FertCenter } from '../../../protocol/live/irrigation.ts';
import type { Sensor } from '../../../protocol/live/sensor.ts';
import type { AlarmRecord, NetworkDevice } from '../../../protocol/live/system.ts';

export type SourceRecords = {
  sensors: readonly Sensor[];
  alarmRules: readonly AlarmRule[];
  irrigateAlarms: readonly IrrigateAlarm[];
  actuators: readonly Actuator[];
  network: readonly NetworkDevice[];
  fertCenters: readonly FertCenter[];
};

export type AlarmSource =
  | { kind: 'sensor'; sid: number; name: string; zid: number | null }
  | { kind: 'irrigation'; alarmKind: IrrigateAlarm['kind'] | null }
  | { kind: 'fertigation'; fid: number; name: string }
  | { kind: 'actuator'; aid: number; name: string; zid: number | null }
  | { kind: 'network'; nid: number; name: string; zid: number | null }
  | { kind: 'unknown'; refId: number };

/**
 * A sensor alarm's refId is the alarm rule (rid) for a threshold alarm and the sensor (sid) for an
 * offline one; the message starts with the sensor's name, which says which of the two it is.
 */
function sensorOf(alarm: AlarmRecord, records: SourceRecords): Sensor | undefined {
  const bySid = (sid: number | undefined) => records.sensors.find((s) => s.sid === sid);
  const candidates = [bySid(records.alarmRules.find((r) => r.rid === alarm.refId)?.sid), bySid(alarm.refId)];
  return (
    candidates.find((s) => s !== undefined && alarm.message.startsWith(s.name)) ??
    candidates.find((s) => s !== undefined)
  );
}

export function alarmSource(alarm: AlarmRecord, records: SourceRecords): AlarmSource {
  if (alarm.source === 'sensor') {
    const sensor = sensorOf(alarm, records);
    return sensor
      ? { kind: 'sensor', sid: sensor.sid, name: sensor.name, zid: sensor.zid }
      : { kind: 'unknown', refId: alarm.refId };
  }
  if (alarm.source === 'irrigation')
    return {
      kind: 'irrigation',
      alarmKind: records.irrigateAlarms.find((a) => a.iid === alarm.refId)?.kind ?? null,
    };
  if (alarm.source === 'fertigation') {
    const centre = records.fertCenters.find((c) => c.fid === alarm.refId);
    return centre
      ? { kind: 'fertigation', fid: centre.fid, name: centre.name }
      : { kind: 'unknown', refId: alarm.refId };
  }
  const actuator = records.actuators.find((a) => a.aid === alarm.refId);
  if (actuator) return { kind: 'actuator', aid: actuator.aid, name: actuator.name, zid: actuator.zid };
  const device = records.network.find((d) => d.nid === alarm.refId);
  if (device) return { kind: 'network', nid: device.nid, name: device.name, zid: device.zid };
  return { kind: 'unknown', refId: alarm.refId };
}

/** The zone of an alarm's source (for the zone filter); null when it has none. */
export const zoneOfSource = (source: AlarmSource): number | null =>
  source.kind === 'sensor' || source.kind === 'actuator' || source.kind === 'network' ? source.zid : null;
