import { describe, expect, it } from 'vitest';
import { sensorTypes } from '../../protocol/index.ts';
import { valueOf, weightedValues, type SensorValues } from './sensor-values.ts';

describe('sensor values', () => {
  it('reads every protocol sensor type through valueOf as values[type]', () => {
    const values = Object.fromEntries(sensorTypes.map((type, i) => [type, i + 0.5])) as SensorValues;
    for (const type of sensorTypes) expect(valueOf(values, type)).toBe(values[type]);
  });

  it('weights the zones by area, every zone type alike', () => {
    const zone = (v: number) => Object.fromEntries(sensorTypes.map((type) => [type, v])) as SensorValues;
    const mean = weightedValues([
      { area: 100, values: zone(10) },
      { area: 300, values: zone(20) },
    ]);
    expect(Object.keys(mean)).toHaveLength(12);
    for (const v of Object.values(mean)) expect(v).toBe(17.5);
    expect(weightedValues([]).airTemp).toBeNaN();
  });
});
