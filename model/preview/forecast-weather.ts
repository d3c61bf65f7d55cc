/**
 * Outside weather from the forecast's hours, for a preview: each figure is the hour's mean at the
 * hour's middle, straight lines between middles, held flat before the first and after the last.
 * The forecast has no wind direction: the preview keeps the one the station reads now.
 */
import type { ForecastHour } from '../../protocol/index.ts';
import type { OutsideWeather, Weather } from '../greenhouse/weather.ts';

const hourMs = 3_600_000;

export function weatherFromForecast(hours: readonly ForecastHour[], windDir = 180): Weather {
  if (hours.length === 0) throw new Error('a preview needs at least one forecast hour');
  const first = hours[0]!;
  const mids = hours.map((h) => h.ts + hourMs / 2);
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
    return {
      outTemp: mix(a.outTemp, b.outTemp),
      outHum: mix(a.outHum, b.outHum),
      radiation: mix(a.radiation, b.radiation),
      windSpeed: mix(a.windSpeed, b.windSpeed),
      windDir,
      rain: mix(a.rainMm, b.rainMm),
    };
  };
  return { start: first.ts, at };
}
