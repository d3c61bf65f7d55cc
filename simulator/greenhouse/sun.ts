/** Sun position and clear-sky global radiation, from the date, time and place. */

const dayMs = 86_400_000;
const rad = Math.PI / 180;

/** Day of the year, 1..366 (UTC date). */
export function dayOfYear(timeMs: number): number {
  const date = new Date(timeMs);
  return Math.floor((timeMs - Date.UTC(date.getUTCFullYear(), 0, 1)) / dayMs) + 1;
}

/** Local solar time in hours (0..24) at `longitude` (degrees east); equation of time ignored. */
export function solarHour(timeMs: number, longitude: number): number {
  const utcHours = (((timeMs % dayMs) + dayMs) % dayMs) / 3_600_000;
  return (((utcHours + longitude / 15) % 24) + 24) % 24;
}

/** Sine of the sun's elevation (Cooper's declination, hour angle from solar time); < 0 at night. */
function sinSolarElevation(timeMs: number, latitude: number, longitude: number): number {
  const declination = 23.45 * rad * Math.sin((2 * Math.PI * (284 + dayOfYear(timeMs))) / 365);
  const hourAngle = (solarHour(timeMs, longitude) - 12) * 15 * rad;
  const phi = latitude * rad;
  return Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
}

/** Clear-sky global horizontal radiation, W m⁻² (Haurwitz 1945: 1098·sin h·e^(−0.057/sin h)); 0 at night. */
export function clearSkyRadiation(timeMs: number, latitude: number, longitude: number): number {
  const s = sinSolarElevation(timeMs, latitude, longitude);
  if (s <= 0.01) return 0;
  return 1098 * s * Math.exp(-0.057 / s);
}

/** Fraction of clear-sky radiation that passes a cloud cover 0..1 (Kasten & Czeplak 1980). */
export function cloudTransmission(cloud: number): number {
  const c = cloud < 0 ? 0 : cloud > 1 ? 1 : cloud;
  return 1 - 0.75 * Math.pow(c, 3.4);
}
