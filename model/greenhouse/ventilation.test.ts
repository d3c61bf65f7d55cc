import { describe, expect, it } from 'vitest';
import { defaultParams } from './default-params.ts';
import { airChangesPerHour, ventilationRate } from './ventilation.ts';

const base = { vent: 1, screen: 0, airTemp: 30, outTemp: 25, windSpeed: 4, fanFlow: 0 };

describe('ventilationRate (Vanthoor eq. 64)', () => {
  it('meets the model page check: u = 4 m/s, vents open, ΔT = 5 K → ≈ 0.046 m³ m⁻² s⁻¹', () => {
    const g = ventilationRate(base, defaultParams);
    expect(g).toBeGreaterThan(0.045);
    expect(g).toBeLessThan(0.047);
    expect(airChangesPerHour(g, defaultParams.meanHeight)).toBeCloseTo(40, 0);
  });

  it('closed vents leave the leakage only', () => {
    expect(ventilationRate({ ...base, vent: 0 }, defaultParams)).toBeCloseTo(0.5e-4 * 4, 9);
    expect(ventilationRate({ ...base, vent: 0, windSpeed: 0 }, defaultParams)).toBeCloseTo(0.5e-4 * 0.25, 9);
  });

  it('grows with the opening, the wind and the temperature difference (stack effect)', () => {
    const half = ventilationRate({ ...base, vent: 0.5 }, defaultParams);
    expect(half).toBeLessThan(ventilationRate(base, defaultParams));
    const still = { ...base, windSpeed: 0 };
    expect(ventilationRate({ ...still, airTemp: 35 }, defaultParams)).toBeGreaterThan(
      ventilationRate(still, defaultParams),
    );
  });

  it('a closed screen lowers it and fans add their flow', () => {
    const open = ventilationRate(base, defaultParams);
    expect(ventilationRate({ ...base, screen: 1 }, defaultParams)).toBeCloseTo(open * 0.5, 9);
    expect(ventilationRate({ ...base, fanFlow: 0.02 }, defaultParams)).toBeCloseTo(open + 0.02, 9);
  });
});
