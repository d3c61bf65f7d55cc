/** The crop's fluxes: transpiration and CO₂ exchange (vH 2003, a lettuce stand-in for other crops). */
import type { GreenhouseParams } from './params.ts';
import { power } from './powers.ts';
import { satVapourConcentration } from './psychro.ts';

/** The last canopy asked for: every zone's every sub-step asks twice with the same parameters. */
let canopy = { coef: NaN, dryWeight: NaN, cover: 0 };

/** Fraction of the floor the canopy covers: 1 − e^(−c_pl,d·X_d) (vH). */
export function canopyCover(p: Pick<GreenhouseParams, 'canopyCoef' | 'cropDryWeight'>): number {
  if (canopy.coef !== p.canopyCoef || canopy.dryWeight !== p.cropDryWeight)
    canopy = {
      coef: p.canopyCoef,
      dryWeight: p.cropDryWeight,
      cover: 1 - Math.exp(-p.canopyCoef * p.cropDryWeight),
    };
  return canopy.cover;
}

/**
 * Transpiration, kg m⁻² s⁻¹ = L m⁻² s⁻¹. vH: cover·c_v,pl,ai·(C_sat − C_v); plus a radiation term
 * (Baille et al. 1994) that vH leaves out, damped near saturation, both scaled by a FAO-56-style
 * water-stress factor of the slab. `sat`: C_sat at airTemp when the caller has it already.
 */
export function transpiration(
  airTemp: number,
  vapour: number,
  insideLight: number,
  waterStress: number,
  p: GreenhouseParams,
  sat = satVapourConcentration(airTemp),
): number {
  const deficit = Math.max(0, sat - vapour);
  const cover = canopyCover(p);
  const vpdTerm = cover * p.transpirationCoef * deficit;
  const dryness = Math.min(1, deficit / (0.1 * sat));
  const radTerm = (cover * p.transpirationRadCoef * insideLight * dryness) / p.latentHeat;
  return (vpdTerm + radTerm) * waterStress;
}

/** Water-stress factor 0..1 from the slab's volumetric water content (FAO-56 Ks, linear). */
export function waterStressFactor(
  vwc: number,
  p: Pick<GreenhouseParams, 'wiltingVwc' | 'stressVwc'>,
): number {
  const f = (vwc - p.wiltingVwc) / (p.stressVwc - p.wiltingVwc);
  return f < 0 ? 0 : f > 1 ? 1 : f;
}

/**
 * Gross canopy photosynthesis as CO₂, kg m⁻² s⁻¹ (vH):
 * cover·c_I·I·g(T)·(C_c − Γ) / (c_I·I + g(T)·(C_c − Γ)), g(T) = −c₁T² + c₂T − c₃, Γ = c_Γ·2^((T−20)/10).
 * fastPowers: the what-if fast path's powers (powers.ts).
 */
export function photosynthesis(
  airTemp: number,
  co2: number,
  radiation: number,
  p: GreenhouseParams,
  fastPowers = false,
): number {
  const lightTerm = p.photoLightUse * Math.max(0, radiation);
  if (lightTerm <= 0) return 0; // dark: nothing to assimilate (and no power of 2 to take, half the time)
  const [c1, c2, c3] = p.photoCo2;
  const conductance = Math.max(0, -c1 * airTemp * airTemp + c2 * airTemp - c3);
  const gamma = p.co2Compensation * power(2, (airTemp - 20) / 10, fastPowers);
  const co2Term = conductance * Math.max(0, co2 - gamma);
  if (co2Term <= 0) return 0;
  return (canopyCover(p) * lightTerm * co2Term) / (lightTerm + co2Term);
}

/** Canopy respiration as CO₂, kg m⁻² s⁻¹ (vH: c_resp,c·X_d·2^((T−25)/10)); fastPowers: powers.ts. */
export function respiration(airTemp: number, p: GreenhouseParams, fastPowers = false): number {
  return p.respirationCoef * p.cropDryWeight * power(2, (airTemp - 25) / 10, fastPowers);
}
