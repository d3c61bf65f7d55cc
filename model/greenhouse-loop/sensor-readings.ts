/** What the sensors read off the model: true value, calibration offset, noise, physical range. */
import type { Reading, Sensor, SensorType } from '../../protocol/index.ts';
import type { Greenhouse } from '../greenhouse/model.ts';
import { valueOf, type SensorValues } from '../greenhouse/sensor-values.ts';
import { noiseSigma, physicalRange, typeView, viewed } from '../greenhouse/sensor-view.ts';

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

/**
 * Every sensor read off the model now, offsets applied: sensorValue's numbers, in a plain loop
 * (each type's noise and range looked up once per reading, each zone's values once per run of it).
 */
export function modelReadings(
  greenhouse: Greenhouse,
  sensors: readonly Sensor[],
  random?: () => number,
): Reading[] {
  const out: Reading[] = [];
  let zid: number | null = null;
  let values: Readonly<SensorValues> | null = null;
  for (const s of sensors) {
    if (values === null || s.zid !== zid) values = greenhouse.readings((zid = s.zid));
    const view = typeView(s.type);
    const truth = valueOf(values, s.type);
    const noise = random ? view.sigma + view.relative * Math.abs(truth) : 0;
    const v = viewed(truth, s.offset ?? 0, noise, random);
    out.push({
      sid: s.sid,
      zid: s.zid,
      type: s.type,
      v: v < view.low ? view.low : v > view.high ? view.high : v,
      q: 0,
    });
  }
  return out;
}
