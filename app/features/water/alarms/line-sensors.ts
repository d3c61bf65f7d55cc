/**
 * The irrigation line's sensors an alarm kind reads: the fertigation centre's flow, EC and pH
 * sensors when it names them, else the base's first sensor of that type off the zones. The
 * protocol has no pressure sensor type (the controller estimates line pressure), so none for it.
 */
import type { IrrigateAlarm } from '../../../../protocol/live/climate.ts';
import type { FertCenter } from '../../../../protocol/live/irrigation.ts';
import type { Sensor, SensorType } from '../../../../protocol/live/sensor.ts';

const typeOf: Record<IrrigateAlarm['kind'], 'flow' | 'ec' | 'ph' | null> = {
  flowLow: 'flow',
  flowHigh: 'flow',
  ecBand: 'ec',
  phBand: 'ph',
  pressure: null,
};

const centerSid = (center: FertCenter | undefined, type: 'flow' | 'ec' | 'ph') =>
  center ? { flow: center.flowSid, ec: center.ecSid, ph: center.phSid }[type] : null;

export function lineSensorOf(
  kind: IrrigateAlarm['kind'],
  sensors: readonly Sensor[],
  centers: readonly FertCenter[],
): Sensor | undefined {
  const type = typeOf[kind];
  if (type === null) return undefined;
  const sid = centerSid(centers[0], type);
  const named = sid === null ? undefined : sensors.find((s) => s.sid === sid);
  if (named) return named;
  const ofType = (t: SensorType) => sensors.filter((s) => s.type === t);
  return ofType(type).find((s) => s.zid === null) ?? ofType(type)[0];
}

/** The unit of an alarm kind's bounds. */
export const boundUnit: Record<IrrigateAlarm['kind'], string> = {
  flowLow: 'L/min',
  flowHigh: 'L/min',
  ecBand: 'mS/cm',
  phBand: 'pH',
  pressure: 'bar',
};
