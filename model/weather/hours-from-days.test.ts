import { describe, expect, it } from 'vitest';
import type { ForecastDay } from '../../protocol/index.ts';
import { hoursFromDays } from './hours-from-days.ts';
import { localTimeAt } from './local-time.ts';

const day = (date: string, tMin: number, tMax: number): ForecastDay => ({
  date,
  tMin,
  tMax,
  humAvg: 70,
  rainMm: 4.8,
  windMax: 4,
  radiationSum: 1200,
});
const days = [day('2026-11-26', 4, 14), day('2026-11-27', 6, 18), day('2026-11-28', 2, 10)];
/** Local midnight of 27 November in Shanghai (UTC+8). */
const midnight27 = Date.UTC(2026, 10, 26, 16);

describe('hours shaped from a daily forecast', () => {
  const hours = hoursFromDays(days, { from: midnight27, hours: 24, timeZone: 'Asia/Shanghai', latitude: 31 });

  it('gives one hour per hour from the start, in the farm zone', () => {
    expect(hours.map((h) => h.ts)).toEqual(Array.from({ length: 24 }, (_, i) => midnight27 + i * 3_600_000));
  });

  it("reaches the day's minimum in the early morning and its maximum in the afternoon", () => {
    const temps = hours.map((h) => h.outTemp);
    const coldest = temps.indexOf(Math.min(...temps));
    const warmest = temps.indexOf(Math.max(...temps));
    expect(coldest).toBeGreaterThanOrEqual(5);
    expect(coldest).toBeLessThanOrEqual(6);
    expect(warmest).toBeGreaterThanOrEqual(13);
    expect(warmest).toBeLessThanOrEqual(14);
    expect(Math.min(...temps)).toBeCloseTo(6, 0);
    expect(Math.max(...temps)).toBeCloseTo(18, 0);
    // The evening falls towards the next day's minimum (2 °C), past this day's own.
    expect(temps[23]).toBeLessThan(9);
  });

  it("spreads the day's radiation sum over daylight and its rain evenly", () => {
    const sum = hours.reduce((s, h) => s + (h.radiation * 3600) / 10_000, 0);
    expect(sum).toBeGreaterThan(1190);
    expect(sum).toBeLessThan(1210);
    expect(hours[2]?.radiation).toBe(0);
    expect(hours[12]?.radiation).toBeGreaterThan(300);
    expect(hours.reduce((s, h) => s + h.rainMm, 0)).toBeCloseTo(4.8, 1);
  });

  it('moves humidity against temperature and keeps it in range', () => {
    const byTemp = [...hours].sort((a, b) => a.outTemp - b.outTemp);
    expect(byTemp[0]?.outHum).toBeGreaterThan(byTemp.at(-1)?.outHum ?? 100);
    for (const h of hours) expect(h.outHum).toBeLessThanOrEqual(100);
  });

  it('follows a zone across a daylight-saving change', () => {
    const berlin = [day('2026-03-28', 0, 10), day('2026-03-29', 0, 10), day('2026-03-30', 0, 10)];
    const from = Date.UTC(2026, 2, 28, 23); // midnight of 29 March, CET
    const spring = hoursFromDays(berlin, { from, hours: 24, timeZone: 'Europe/Berlin', latitude: 52 });
    const warmest = spring.reduce((a, b) => (b.outTemp > a.outTemp ? b : a));
    // The warmest hour is the one beside 14:00 summer time, not 14:00 winter time (15:00 on the clock).
    expect(Math.abs(localTimeAt(warmest.ts + 1_800_000, 'Europe/Berlin').hour - 14)).toBe(0.5);
    expect(localTimeAt(spring[23]!.ts, 'Europe/Berlin').date).toBe('2026-03-30');
  });
});
