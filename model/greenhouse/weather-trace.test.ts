import { describe, expect, it } from 'vitest';
import { overlayWeather } from './weather.ts';
import { parseWeatherTrace, weatherFromTrace } from './weather-trace.ts';

const point = (ts: number, outTemp: number, windDir = 0) => ({
  ts,
  outTemp,
  outHum: 60,
  radiation: 100,
  windSpeed: 2,
  windDir,
  rain: 0,
});

describe('weather trace', () => {
  it('validates points and their order without throwing', () => {
    expect(parseWeatherTrace([point(0, 10), point(1000, 12)]).ok).toBe(true);
    expect(parseWeatherTrace([]).ok).toBe(false);
    expect(parseWeatherTrace([point(1000, 10), point(1000, 12)])).toMatchObject({ ok: false });
    expect(parseWeatherTrace([{ ...point(0, 10), outHum: 140 }])).toMatchObject({ ok: false });
    expect(parseWeatherTrace('nope').ok).toBe(false);
  });

  it('interpolates between points and holds the ends', () => {
    const w = weatherFromTrace([point(1000, 10, 350), point(2000, 20, 10), point(3000, 0)]);
    expect(w.start).toBe(1000);
    expect(w.at(1500).outTemp).toBe(15);
    expect(w.at(1500).windDir).toBeCloseTo(0, 9); // turns the short way through north
    expect(w.at(2500).outTemp).toBe(10);
    expect(w.at(500).outTemp).toBe(10);
    expect(w.at(9000).outTemp).toBe(0);
    expect(w.at(1200).outTemp).toBe(12); // going back in time still works
  });

  it('overlayWeather replaces fields while the patch says so', () => {
    const w = overlayWeather(weatherFromTrace([point(0, 10)]), (t) => (t > 100 ? { rain: 5 } : null));
    expect(w.at(50).rain).toBe(0);
    expect(w.at(150)).toMatchObject({ rain: 5, outTemp: 10 });
  });
});
