import { describe, expect, it } from 'vitest';
import { forecastSpread, hourlyForecast } from './forecast-hourly.ts';
import { constantWeather, type OutsideWeather } from '../../../model/greenhouse/weather.ts';

const hourMs = 3_600_000;
const truth: OutsideWeather = { outTemp: 12, outHum: 70, radiation: 300, windSpeed: 3, windDir: 90, rain: 0 };
const weather = constantWeather(truth);
const issuedAt = Date.UTC(2026, 10, 26, 0);
const rms = (values: number[]) => Math.sqrt(values.reduce((s, v) => s + v * v, 0) / values.length);

/** The temperature errors of `sites` forecasts at each lead hour. */
function errorsByLead(sites: number, hours: number): number[][] {
  const byLead: number[][] = Array.from({ length: hours }, () => []);
  for (let s = 0; s < sites; s++) {
    const hoursAhead = hourlyForecast(weather, { site: `GH-${s}`, issuedAt, hours });
    hoursAhead.forEach((h, lead) => byLead[lead]?.push(h.outTemp - truth.outTemp));
  }
  return byLead;
}

describe('the hourly forecast', () => {
  it('is the same for the same site and hour of issue, and another for another hour', () => {
    const a = hourlyForecast(weather, { site: 'GH-1', issuedAt, hours: 48 });
    expect(hourlyForecast(weather, { site: 'GH-1', issuedAt, hours: 48 })).toEqual(a);
    const temps = (hours: typeof a) => hours.map((h) => h.outTemp);
    const nextHour = hourlyForecast(weather, { site: 'GH-1', issuedAt: issuedAt + hourMs, hours: 49 });
    expect(temps(nextHour.slice(0, 47))).not.toEqual(temps(a.slice(1)));
    expect(temps(hourlyForecast(weather, { site: 'GH-2', issuedAt, hours: 48 }))).not.toEqual(temps(a));
    expect(a.map((h) => h.ts)).toEqual(Array.from({ length: 48 }, (_, i) => issuedAt + i * hourMs));
  });

  it('errs like a weather forecast: unbiased, about a kelvin and a half a day ahead, more later', () => {
    const byLead = errorsByLead(400, 48);
    const near = rms(byLead.slice(0, 3).flat());
    const dayAhead = rms(byLead.slice(20, 28).flat());
    const twoDays = rms(byLead.slice(44, 48).flat());
    expect(near).toBeLessThan(0.8);
    expect(dayAhead).toBeGreaterThan(1.1);
    expect(dayAhead).toBeLessThan(1.9);
    expect(twoDays).toBeGreaterThan(dayAhead);
    expect(Math.abs(byLead.flat().reduce((s, v) => s + v, 0) / byLead.flat().length)).toBeLessThan(0.2);
    expect(forecastSpread.outTemp(24)).toBeCloseTo(1.44, 2);
  });

  it('carries its error from hour to hour, as a forecast does', () => {
    const byLead = errorsByLead(400, 13);
    const pairs = (byLead[11] ?? []).map((e, i) => e * (byLead[12]?.[i] ?? 0));
    const corr =
      pairs.reduce((s, v) => s + v, 0) / pairs.length / (rms(byLead[11] ?? []) * rms(byLead[12] ?? []));
    expect(corr).toBeGreaterThan(0.8);
  });

  it('keeps every figure in its range and forecasts no rain out of a dry sky', () => {
    const dark = constantWeather({ ...truth, radiation: 0, outHum: 99, windSpeed: 0 });
    for (let s = 0; s < 50; s++) {
      for (const h of hourlyForecast(dark, { site: `GH-${s}`, issuedAt, hours: 72 })) {
        expect(h.radiation).toBe(0);
        expect(h.outHum).toBeLessThanOrEqual(100);
        expect(h.windSpeed).toBeGreaterThanOrEqual(0);
        expect(h.rainMm).toBe(0);
      }
    }
    const wet = constantWeather({ ...truth, rain: 2 });
    const rain = hourlyForecast(wet, { site: 'GH-1', issuedAt, hours: 24 }).map((h) => h.rainMm);
    expect(Math.min(...rain)).toBeGreaterThan(0);
  });
});
