import { describe, expect, it } from 'vitest';
import { transpiration } from './crop.ts';
import { defaultParams } from './default-params.ts';
import { rhFromVapour, satVapourConcentration, vapourFromRh } from './psychro.ts';
import { stepZone, zoneVentilation, type KnownForStep } from './zone-balance.ts';
import { idleInputs, type ZoneState } from './zone-state.ts';

const p = defaultParams;
const noon = { outTemp: 30, outHum: 50, radiation: 900, windSpeed: 2, windDir: 90, rain: 0 };
const inputs = { ...idleInputs, vent: 0.4, fog: 1, heat: 0.2, irrigationEC: 2.5, irrigationPH: 5.8 };
const zone = (airTemp: number): ZoneState => ({
  airTemp,
  pipeTemp: 35,
  slabTemp: 22,
  vapour: vapourFromRh(airTemp, 70),
  co2: 0.0008,
  slabWater: 3,
  slabSalt: 7.5,
  slabPH: 6,
  ventRate: 0,
  insideLight: 0,
  lampPar: 0,
  irrigation: 0,
  supplyEC: 2.5,
  supplyPH: 5.8,
  heat: 0,
  irrigated: 0,
  drained: 0,
  transpired: 0,
});
const knownFor = (s: ZoneState, extra: Partial<KnownForStep> = {}): KnownForStep => ({
  g: zoneVentilation(inputs, s, noon, p),
  outVapour: vapourFromRh(noon.outTemp, noon.outHum),
  ...extra,
});

describe('stepZone with what the model already knows', () => {
  it('steps exactly as without it, and keeps C_sat of the temperature it ended on', () => {
    const plain = zone(27);
    const known = zone(27);
    const k = knownFor(known, { satTemp: NaN, sat: 0 });
    for (let i = 0; i < 30; i++) {
      stepZone(plain, inputs, noon, 20, p);
      Object.assign(k, knownFor(known));
      stepZone(known, inputs, noon, 20, p, k);
      expect(known).toEqual(plain);
      expect(k.satTemp).toBe(known.airTemp);
      expect(k.sat).toBe(satVapourConcentration(known.airTemp));
    }
  });

  it('does not use a C_sat kept for another temperature (a zone whose air was changed meanwhile)', () => {
    const plain = zone(27);
    const known = zone(27);
    stepZone(plain, inputs, noon, 20, p);
    stepZone(known, inputs, noon, 20, p, knownFor(known, { satTemp: 31, sat: 1 }));
    expect(known).toEqual(plain);
  });

  it('covers the floor by the crop parameters of each call (the cover kept is per parameter set)', () => {
    const a = transpiration(25, 0.015, 300, 1, p);
    const b = transpiration(25, 0.015, 300, 1, { ...p, cropDryWeight: p.cropDryWeight / 4 });
    expect(b).toBeLessThan(a);
    expect(transpiration(25, 0.015, 300, 1, p)).toBe(a);
  });
});

describe('a long step (linearly implicit, what-if runs past 20 s)', () => {
  /** Fans at 0.2 m³ m⁻² s⁻¹: the air's vapour renews in some 20 s, a third of a 60 s step. */
  const fans = { ...inputs, vent: 0, fog: 0, heat: 0, fanFlow: 0.2 };
  const stepped = (dt: number, n: number, longSteps: boolean) => {
    const s: ZoneState = { ...zone(27), vapour: vapourFromRh(27, 80) };
    for (let i = 0; i < n; i++)
      stepZone(s, fans, noon, dt, p, { ...knownFor(s), g: zoneVentilation(fans, s, noon, p), longSteps });
    return { air: s.airTemp, rh: rhFromVapour(s.airTemp, s.vapour) };
  };

  it('follows 1 s steps over 10 minutes of 60 s steps where explicit Euler runs away', () => {
    const fine = stepped(1, 600, false);
    const long = stepped(60, 10, true);
    const explicit = stepped(60, 10, false);
    expect(Math.abs(long.air - fine.air)).toBeLessThan(0.01);
    expect(Math.abs(long.rh - fine.rh)).toBeLessThan(0.1);
    expect(Math.abs(explicit.rh - fine.rh)).toBeGreaterThan(20); // oscillates into saturation
  });

  it('drains a wet slab as 1 s steps do, closer than explicit 100 s steps', () => {
    const drained = (dt: number, n: number, longSteps: boolean) => {
      const s: ZoneState = { ...zone(22), slabWater: 0.9 * p.slabVolume, slabSalt: 0.9 * p.slabVolume * 2.5 };
      const night = { ...noon, radiation: 0 };
      const shut = { ...inputs, vent: 0, fog: 0, heat: 0 };
      for (let i = 0; i < n; i++)
        stepZone(s, shut, night, dt, p, { ...knownFor(s), g: zoneVentilation(shut, s, night, p), longSteps });
      return s.slabWater;
    };
    const fine = drained(1, 600, false);
    const long = drained(100, 6, true);
    const explicit = drained(100, 6, false);
    expect(Math.abs(long - fine)).toBeLessThan(0.1 * Math.abs(explicit - fine));
  });

  it('leaves the explicit step as it was when not asked for', () => {
    const a = zone(27);
    const b = zone(27);
    stepZone(a, inputs, noon, 20, p, knownFor(a));
    stepZone(b, inputs, noon, 20, p, { ...knownFor(b), longSteps: false });
    expect(b).toEqual(a);
  });
});
