import { describe, expect, it } from 'vitest';
import { defaultParams } from './default-params.ts';
import { zoneInputsFromActuators } from './actuator-inputs.ts';

const zones = [
  { id: 1, areaM2: 500 },
  { id: 2, areaM2: 1000 },
];

describe('zoneInputsFromActuators', () => {
  it('maps each kind onto its zone input', () => {
    const inputs = zoneInputsFromActuators(
      zones,
      [
        { aid: 1, zid: 1, kind: 'roller', pos: 40 },
        { aid: 2, zid: 1, kind: 'b16roller', pos: 80 },
        { aid: 3, zid: 1, kind: 'screen', pos: 0 },
        { aid: 4, zid: 1, kind: 'curtain', pos: 75 },
        { aid: 5, zid: 1, kind: 'fan', on: true },
        { aid: 6, zid: 1, kind: 'heater', pos: 30 },
        { aid: 7, zid: 2, kind: 'fogger', on: true },
        { aid: 8, zid: 2, kind: 'co2', on: false },
        { aid: 9, zid: 2, kind: 'heater', on: true },
        { aid: 10, zid: null, kind: 'fan', on: true },
        { aid: 11, zid: 9, kind: 'fan', on: true },
      ],
      [{ zid: 2, flowNominal: 60 }],
      defaultParams,
    );
    expect(inputs[1]?.vent).toBeCloseTo(0.6, 12);
    expect({ ...inputs[1], vent: 0 }).toEqual({
      vent: 0,
      screen: 1,
      curtain: 0.25,
      fanFlow: 10 / 500,
      heat: 0.3,
    });
    expect(inputs[2]).toEqual({ fog: 1, heat: 1, irrigation: 60 / 60 / 1000 });
  });
});
