/** Vapour pressure deficit from air temperature and relative humidity (as the controller computes it). */

/** Saturated vapour pressure, kPa, at tempC (Tetens: 0.6108·e^(17.27·T/(T+237.3))). */
export function satVapourPressureKPa(tempC: number): number {
  return 0.6108 * Math.exp((17.27 * tempC) / (tempC + 237.3));
}

/**
 * VPD in kPa: what the air at tempC could still take up, e_s·(1 − RH/100). RH is clamped to 0..100;
 * null when either value is missing or not a number.
 */
export function vpdKPa(tempC: number | null | undefined, rh: number | null | undefined): number | null {
  if (tempC === null || tempC === undefined || rh === null || rh === undefined) return null;
  if (!Number.isFinite(tempC) || !Number.isFinite(rh)) return null;
  const clamped = Math.min(100, Math.max(0, rh));
  return satVapourPressureKPa(tempC) * (1 - clamped / 100);
}
