import { describe, expect, it } from 'vitest';
import {
  co2FromPpm,
  co2ToPpm,
  rhFromVapour,
  satVapourConcentration,
  satVapourPressure,
  vapourFromRh,
  vpdKPa,
} from './psychro.ts';

describe('psychro', () => {
  it('Tetens gives the tabulated saturation pressure', () => {
    expect(satVapourPressure(20)).toBeCloseTo(2337, -1);
    expect(satVapourPressure(30)).toBeCloseTo(4243, -1);
  });

  it('saturated vapour concentration at 20 °C is ≈ 17.3 g m⁻³', () => {
    expect(satVapourConcentration(20)).toBeCloseTo(0.01727, 4);
  });

  it('RH and vapour concentration round-trip', () => {
    expect(rhFromVapour(25, vapourFromRh(25, 63))).toBeCloseTo(63, 9);
    expect(rhFromVapour(25, 1)).toBe(100);
  });

  it('VPD at 25 °C and 60 % is ≈ 1.27 kPa', () => {
    expect(vpdKPa(25, 60)).toBeCloseTo(1.27, 2);
  });

  it('CO₂ ppm round-trips through kg m⁻³ (vH c_ppm)', () => {
    expect(co2ToPpm(co2FromPpm(800))).toBeCloseTo(800, 9);
    expect(co2FromPpm(554)).toBeCloseTo(1e-3, 9);
  });
});
