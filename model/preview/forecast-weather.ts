/**
 * Outside weather from the forecast's hours, for a preview: each figure is the hour's mean at the
 * hour's middle, straight lines between middles, held flat before the first and after the last.
 * The radiation follows the sun within the hours when the place is known: each hour's share of the
 * clear sky (its clearness) runs in straight lines between middles, times the clear sky of the
 * moment, so sunrise, midday and sunset keep their shape instead of an hourly mean's corners.
 * The forecast has no wind direction: the preview keeps the one the station reads now.
 */
import type { ForecastHour } from '../../protocol/index.ts';
import { clearSkyRadiation } from '../greenhouse/sun.ts';
import type { OutsideWeather, Weather } from '../greenhouse/weather.ts';

const hourMs = 3_600_000;
/** Clear-sky samples per hour for its mean. */
const sunSamples = 12;
/** W m⁻²: an hour with less clear sky than this has no clearness of its own (dawn, dusk). */
const darkHour = 20;
/** The clearness never passes this: a forecast brighter than the clear sky is the sun's timing off. */
const maxClearness = 1.3;

/** Where the sun is seen from: degrees north and east. */
export type SunPlace = { latitude: number; longitude: number };

/** Each hour's clearness (its radiation over its clear sky), or null when the place does not fit the hours. */
function clearnessOf(hours: readonly ForecastHour[], place: SunPlace): number[] | null {
  const out: number[] = [];
  for (const h of hours) {
    let clear = 0;
    for (let i = 0; i < sunSamples; i++)
      clear += clearSkyRadiation(h.ts + ((i + 0.5) * hourMs) / sunSamples, place.latitude, place.longitude);
    clear /= sunSamples;
    if (clear < darkHour) {
      // Sun in the forecast where the place has none: the place is wrong, keep the hours' own shape.
      if (h.radiation > 2 * darkHour) return null;
      out.push(NaN);
      continue;
    }
    const k = h.radiation / clear;
    if (k > maxClearness) return null;
    out.push(k);
  }
  // Dawn and dusk hours take their neighbours' clearness.
  for (let pass = 0; pass < 2; pass++)
    for (let i = 0; i < out.length; i++) {
      if (!Number.isNaN(out[i])) continue;
      const near = [out[i - 1] ?? NaN, out[i + 1] ?? NaN].filter((k) => !Number.isNaN(k));
      if (near.length > 0) out[i] = near.reduce((a, b) => a + b, 0) / near.length;
    }
  return out.map((k) => (Number.isNaN(k) ? 0 : k));
}

export function weatherFromForecast(
  hours: readonly ForecastHour[],
  windDir = 180,
  place?: SunPlace,
): Weather {
  if (hours.length === 0) throw new Error('a preview needs at least one forecast hour');
  const first = hours[0]!;
  const mids = hours.map((h) => h.ts + hourMs / 2);
  const clearness = place ? clearnessOf(hours, place) : null;
  const at = (timeMs: number): OutsideWeather => {
    // The hour whose middle is at or before timeMs (binary search: a day's run asks ~10 000 times).
    let lo = 0;
    let hi = hours.length - 1;
    if (timeMs <= (mids[0] ?? 0)) hi = 0;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((mids[mid] ?? Infinity) <= timeMs) lo = mid;
      else hi = mid - 1;
    }
    const a = hours[lo] ?? first;
    const b = hours[lo + 1] ?? a;
    const f = b === a ? 0 : Math.min(1, Math.max(0, (timeMs - (mids[lo] ?? 0)) / hourMs));
    const mix = (x: number, y: number) => x + (y - x) * f;
    const radiation =
      clearness && place
        ? clearSkyRadiation(timeMs, place.latitude, place.longitude) *
          mix(clearness[lo] ?? 0, clearness[lo + 1] ?? clearness[lo] ?? 0)
        : mix(a.radiation, b.radiation);
    return {
      outTemp: mix(a.outTemp, b.outTemp),
      outHum: mix(a.outHum, b.outHum),
      radiation,
      windSpeed: mix(a.windSpeed, b.windSpeed),
      windDir,
      rain: mix(a.rainMm, b.rainMm),
    };
  };
  return { start: first.ts, at };
}
