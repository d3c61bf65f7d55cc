/** Sun position and clear-sky global radiation, from the date, time and place. */

const dayMs = 86_400_000;
const rad = Math.PI / 180;

/**
 * The UTC day last asked for: the model asks many times a simulated second and a Date each time
 * cost a tenth of a year's run. `from..to` is the inside of the day, a millisecond short of its end,
 * where the day number cannot differ from the formula's (days are computed exactly as before).
 */
let known = { from: 1, to: 0, day: 0, sinDecl: 0, cosDecl: 0 };

/** Day of the year, 1..366 (UTC date). */
export function dayOfYear(timeMs: number): number {
  if (timeMs >= known.from && timeMs < known.to) return known.day;
  const date = new Date(timeMs);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const day = Math.floor((timeMs - yearStart) / dayMs) + 1;
  if (Number.isFinite(day)) {
    const from = yearStart + (day - 1) * dayMs;
    known = { from, to: from + dayMs - 1, day, ...declinationOf(day) };
  }
  return day;
}

/** Local solar time in hours (0..24) at `longitude` (degrees east); equation of time ignored. */
export function solarHour(timeMs: number, longitude: number): number {
  const utcHours = (((timeMs % dayMs) + dayMs) % dayMs) / 3_600_000;
  return (((utcHours + longitude / 15) % 24) + 24) % 24;
}

/** The place last asked for: sine and cosine of its latitude. */
let place = { latitude: NaN, sin: 0, cos: 0 };

/** Sine of the sun's elevation (Cooper's declination, hour angle from solar time); < 0 at night. */
function sinSolarElevation(timeMs: number, latitude: number, longitude: number): number {
  const day = dayOfYear(timeMs);
  // The declination's sine and cosine come with the day (the same numbers, computed once a day).
  const { sinDecl, cosDecl } = known.day === day ? known : declinationOf(day);
  const hourAngle = (solarHour(timeMs, longitude) - 12) * 15 * rad;
  if (place.latitude !== latitude) {
    const phi = latitude * rad;
    place = { latitude, sin: Math.sin(phi), cos: Math.cos(phi) };
  }
  return place.sin * sinDecl + place.cos * cosDecl * Math.cos(hourAngle);
}

function declinationOf(day: number) {
  const declination = 23.45 * rad * Math.sin((2 * Math.PI * (284 + day)) / 365);
  return { sinDecl: Math.sin(declination), cosDecl: Math.cos(declination) };
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
