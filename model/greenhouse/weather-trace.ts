/** Outside weather from a fixture trace: points in time, linearly interpolated, held at the ends. */
import { z } from 'zod';
import type { OutsideWeather, Weather } from './weather.ts';

const weatherTracePoint = z.object({
  ts: z.number().int().nonnegative(),
  outTemp: z.number().min(-60).max(60),
  outHum: z.number().min(0).max(100),
  radiation: z.number().min(0).max(1500),
  windSpeed: z.number().min(0).max(80),
  windDir: z.number().min(0).max(360),
  rain: z.number().min(0).max(300),
});
export type WeatherTracePoint = z.infer<typeof weatherTracePoint>;

export type TraceCheck = { ok: true; value: WeatherTracePoint[] } | { ok: false; reason: string };

/** Validates a trace (at least one point, times strictly increasing); never throws. */
export function parseWeatherTrace(input: unknown): TraceCheck {
  const parsed = z.array(weatherTracePoint).min(1).safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `weather trace: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}` };
  }
  let previousTs = -Infinity;
  for (const [i, point] of parsed.data.entries()) {
    if (point.ts <= previousTs)
      return { ok: false, reason: `weather trace: point ${i} is not after point ${i - 1}` };
    previousTs = point.ts;
  }
  return { ok: true, value: parsed.data };
}

const fields = ['outTemp', 'outHum', 'radiation', 'windSpeed', 'rain'] as const;

/** A Weather over a validated trace (see parseWeatherTrace). Wind direction turns the short way. */
export function weatherFromTrace(points: readonly WeatherTracePoint[]): Weather {
  const first = points[0];
  if (first === undefined) throw new Error('[model] weather trace is empty');
  let cursor = 0;
  const at = (timeMs: number): OutsideWeather => {
    // Most calls move forward a little: start from the last segment, fall back to a search.
    if ((points[cursor]?.ts ?? Infinity) > timeMs) cursor = 0; // past the end, or behind the last call
    for (let next = points[cursor + 1]; next !== undefined && next.ts <= timeMs; next = points[cursor + 1])
      cursor++;
    const a = points[cursor] ?? first; // the cursor stays on a point: `first` only narrows the type
    const b = points[cursor + 1];
    if (!b || timeMs <= a.ts) return pick(timeMs < first.ts ? first : a);
    const f = (timeMs - a.ts) / (b.ts - a.ts);
    const out = pick(a);
    for (const key of fields) out[key] = a[key] + (b[key] - a[key]) * f;
    const turn = ((((b.windDir - a.windDir) % 360) + 540) % 360) - 180;
    out.windDir = (((a.windDir + turn * f) % 360) + 360) % 360;
    return out;
  };
  return { start: first.ts, at };
}

function pick(p: WeatherTracePoint): OutsideWeather {
  const { outTemp, outHum, radiation, windSpeed, windDir, rain } = p;
  return { outTemp, outHum, radiation, windSpeed, windDir, rain };
}
