/** Moist-air and CO₂ conversions used by the balances (docs/design/greenhouse-model.md "Vapour", "CO₂"). */

const kelvin = 273.15;
/** kg mol⁻¹ of water and J mol⁻¹ K⁻¹ (vH c_H2O = 0.018, c_R = 8.314). */
const molarWater = 0.018;
const gasConstant = 8.314;
/** ppm per kg m⁻³ of CO₂ (vH c_ppm = 0.554 ppm m³ mg⁻¹). */
const ppmPerKg = 0.554e6;

/** Saturated vapour pressure, Pa (Tetens: 610.8·e^(17.27·T/(T+237.3))). */
export function satVapourPressure(tempC: number): number {
  return 610.8 * Math.exp((17.27 * tempC) / (tempC + 237.3));
}

/** Vapour concentration, kg m⁻³, of a vapour pressure (Pa) at tempC: C = 0.018·e/(8.314·T_K). */
function vapourConcentration(pressurePa: number, tempC: number): number {
  return (molarWater * pressurePa) / (gasConstant * (tempC + kelvin));
}

/** Saturated vapour concentration C_sat, kg m⁻³. */
export function satVapourConcentration(tempC: number): number {
  return vapourConcentration(satVapourPressure(tempC), tempC);
}

/** Vapour concentration of air at tempC and rh (%). */
export function vapourFromRh(tempC: number, rh: number): number {
  return (satVapourConcentration(tempC) * rh) / 100;
}

/** Relative humidity (%) of vapour concentration C_v at tempC, capped to 0..100. */
export function rhFromVapour(tempC: number, vapour: number): number {
  const rh = (100 * vapour) / satVapourConcentration(tempC);
  return rh < 0 ? 0 : rh > 100 ? 100 : rh;
}

/** Vapour pressure deficit, kPa, at tempC and rh (%). */
export function vpdKPa(tempC: number, rh: number): number {
  return (satVapourPressure(tempC) * (1 - rh / 100)) / 1000;
}

/** CO₂ concentration kg m⁻³ → ppm (vH c_ppm). */
export function co2ToPpm(concentration: number): number {
  return concentration * ppmPerKg;
}

/** CO₂ ppm → kg m⁻³. */
export function co2FromPpm(ppm: number): number {
  return ppm / ppmPerKg;
}

export const kelvinOffset = kelvin;
