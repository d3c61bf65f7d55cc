/** What the sensors read off the model: true value, calibration offset, noise, physical range. */
import type { Reading, Sensor } from '../../protocol/index.ts';
import type { Greenhouse } from '../greenhouse/model.ts';
import type { SensorValues } from '../greenhouse/sensor-values.ts';
import { noiseSigma, physicalRange, sensorView } from '../greenhouse/sensor-view.ts';

/** One sensor's view of a true value; noise when `random` is given (three draws per call). */
export function sensorValue(
  sensor: Pick<Sensor, 'type'>,
  truth: number,
  options: { offset?: number; random?: () => number },
): number {
  const noise = options.random ? noiseSigma(sensor.type, truth) : 0;
  const v = sensorView(truth, { offset: options.offset, noise, random: options.random });
  return physicalRange(sensor.type, v);
}

/** Every sensor read off the model now, offsets applied (each zone's values computed once). */
export function modelReadings(
  greenhouse: Greenhouse,
  sensors: readonly Sensor[],
  random?: () => number,
): Reading[] {
  const byZone = new Map<number | null, SensorValues>();
  return sensors.map((s) => {
    let values = byZone.get(s.zid);
    if (!values) byZone.set(s.zid, (values = greenhouse.readings(s.zid)));
    const v = sensorValue(s, values[s.type], { offset: s.offset, random });
    return { sid: s.sid, zid: s.zid, type: s.type, v, q: 0 as const };
  });
}
