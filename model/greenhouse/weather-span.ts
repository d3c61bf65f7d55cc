/**
 * The what-if fast path's weather: the generator asked every 2 minutes of a step (at its start, every
 * 120 s, and its end) and interpolated in between, instead of at every sub-step (its sun, clouds and
 * humidity cost about a tenth of a simulated year). Sub-steps that start on a sample get it exactly.
 * The reference path (sub-steps up to 10 s) does not use it.
 */
import { vapourFromRh } from './psychro.ts';
import type { OutsideWeather, Weather } from './weather.ts';

/**
 * Seconds between two samples of the weather within a step. model-fast-path's two days differ from
 * the reference as little at 60, 120 or 300 s as with every sub-step sampled; once per 10-minute
 * step they differ by up to 0.66 / 1.3 %RH (a bend of the clouds or the wind between samples).
 */
export const sampleEveryS = 120;

export type WeatherSpan = {
  /** Starts a step of `dtS` seconds at `startMs`, where the weather is `first`. */
  begin(weather: Weather, startMs: number, dtS: number, first: OutsideWeather): void;
  /** The weather `sinceS` seconds into the step (reused object: read before the next call). */
  at(sinceS: number): OutsideWeather;
  /** Outside vapour concentration, kg m⁻³, at the last `at`. */
  outVapour: number;
  /** The weather at the step's end when it was sampled there (the model's weather after the step). */
  end(): OutsideWeather | null;
};

export function createWeatherSpan(): WeatherSpan {
  let source: Weather | null = null;
  let startMs = 0;
  let dtS = 0;
  let a: OutsideWeather = { outTemp: 0, outHum: 0, radiation: 0, windSpeed: 0, windDir: 0, rain: 0 };
  let b = a;
  let vapourA = 0;
  let vapourB = 0;
  let fromS = 0;
  let toS = 0;
  const now: OutsideWeather = {
    outTemp: 0.5,
    outHum: 0.5,
    radiation: 0.5,
    windSpeed: 0.5,
    windDir: 0.5,
    rain: 0.5,
  };
  const span: WeatherSpan = {
    begin(weather, start, dt, first) {
      source = weather;
      startMs = start;
      dtS = dt;
      a = b = first;
      vapourA = vapourB = vapourFromRh(first.outTemp, first.outHum);
      fromS = toS = 0;
    },
    at(sinceS) {
      if (!source) throw new Error('[model] weather span: at() before begin()');
      while (sinceS >= toS && toS < dtS) {
        a = b;
        vapourA = vapourB;
        fromS = toS;
        toS = Math.min(dtS, toS + sampleEveryS);
        b = source.at(startMs + toS * 1000);
        vapourB = vapourFromRh(b.outTemp, b.outHum);
      }
      const f = toS > fromS ? (sinceS - fromS) / (toS - fromS) : 0;
      const w = f === 0 ? a : now;
      if (f !== 0) {
        now.outTemp = a.outTemp + (b.outTemp - a.outTemp) * f;
        now.outHum = a.outHum + (b.outHum - a.outHum) * f;
        now.radiation = a.radiation + (b.radiation - a.radiation) * f;
        now.windSpeed = a.windSpeed + (b.windSpeed - a.windSpeed) * f;
        now.windDir = a.windDir;
        now.rain = a.rain;
      }
      span.outVapour = f === 0 ? vapourA : vapourA + (vapourB - vapourA) * f;
      return w;
    },
    outVapour: 0,
    end: () => (toS === dtS && dtS > 0 ? b : null),
  };
  return span;
}
