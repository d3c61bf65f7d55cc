/** What the sensors read off the model: true value, calibration offset, noise, physical range. */
import type { Reading, Sensor, SensorType } from '../../protocol/index.ts';
import type { Greenhouse } from '../greenhouse/model.ts';
import type { SensorValues } from '../greenhouse/sensor-values.ts';
import { noiseSigma, physicalRange, viewed } from '../greenhouse/sensor-view.ts';

/** One sensor's view of a true value; noise when `random` is given (three draws per call). */
export function sensorValue(
  sensor: Pick<Sensor, 'type'>,
  truth: number,
  options: { offset?: number; random?: () => number },
): number {
  return read(sensor.type, truth, options.offset ?? 0, options.random);
}

/** sensorValue with its options as arguments (no object per reading on a long run's every tick). */
function read(type: SensorType, truth: number, offset: number, random: (() => number) | undefined) {
  const noise = random ? noiseSigma(type, truth) : 0;
  return physicalRange(type, viewed(truth, offset, noise, random));
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
    const v = read(s.type, values[s.type], s.offset ?? 0, random);
    return { sid: s.sid, zid: s.zid, type: s.type, v, q: 0 as const };
  });
}
