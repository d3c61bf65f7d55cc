import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { dailyWeather } from './forecast.ts';
import { constantWeather, type Weather } from './weather.ts';
import { createWeather } from './weather-generator.ts';

const day = Date.UTC(2025, 6, 14, 16); // 2025-07-15 00:00 at UTC+8
const window = { date: '2025-07-15', from: day, to: day + 86_400_000 };

describe('dailyWeather', () => {
  it('sums radiation in J/cm² and rain in mm, averages humidity', () => {
    const weather = constantWeather({
      outTemp: 20,
      outHum: 70,
      radiation: 100,
      windSpeed: 2,
      windDir: 90,
      rain: 1,
    });
    expect(dailyWeather(weather, window)).toEqual({
      date: '2025-07-15',
      tMin: 20,
      tMax: 20,
      humAvg: 70,
      rainMm: 24,
      windMax: 2,
      radiationSum: 864, // 100 W/m² × 86 400 s = 8.64 MJ/m²
    });
  });

  it('takes the extremes of temperature and the highest hourly mean wind', () => {
    const weather: Weather = {
      start: day,
      at: (t) => {
        const h = (t - day) / 3_600_000;
        return {
          outTemp: 15 + 10 * Math.sin((Math.PI * h) / 24),
          outHum: 60,
          radiation: 0,
          // One windy hour (14:00-15:00) at 12 m/s, 3 m/s otherwise.
          windSpeed: h >= 14 && h < 15 ? 12 : 3,
          windDir: 0,
          rain: 0,
        };
      },
    };
    const d = dailyWeather(weather, window);
    expect(d.tMin).toBeCloseTo(15, 0);
    expect(d.tMax).toBeCloseTo(25, 0);
    expect(d.windMax).toBe(12);
    expect(d.rainMm).toBe(0);
  });

  it('does not change the weather a seeded generator gives later (asking ahead is harmless)', () => {
    const plain = createWeather({ random: createRandom(7).fork('weather').next, start: day });
    const asked = createWeather({ random: createRandom(7).fork('weather').next, start: day });
    const ahead = dailyWeather(asked, { date: 'x', from: day + 5 * 86_400_000, to: day + 6 * 86_400_000 });
    for (let t = day; t < day + 7 * 86_400_000; t += 3_600_000) expect(asked.at(t)).toEqual(plain.at(t));
    expect(dailyWeather(plain, { date: 'x', from: day + 5 * 86_400_000, to: day + 6 * 86_400_000 })).toEqual(
      ahead,
    );
  });
});
