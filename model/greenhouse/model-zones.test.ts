// Zones added to and dropped from a running greenhouse model (a controller's zone add/delete).
import { describe, expect, it } from 'vitest';
import { constantWeather } from './weather.ts';
import { createGreenhouse } from './model.ts';

const noon = { outTemp: 30, outHum: 50, radiation: 900, windSpeed: 2, windDir: 90, rain: 0 };

describe('greenhouse setZones', () => {
  it('adds a zone that starts at the outside air and then follows its own inputs', () => {
    const gh = createGreenhouse({ zones: [{ id: 1, areaM2: 100 }], weather: constantWeather(noon) });
    gh.step(3600);
    expect(gh.setZones([{ id: 1, areaM2: 100 }])).toBe(false);
    expect(
      gh.setZones([
        { id: 1, areaM2: 100 },
        { id: 7, areaM2: 50 },
      ]),
    ).toBe(true);
    expect(gh.zoneIds).toEqual([1, 7]);
    expect(gh.zones).toEqual([
      { id: 1, areaM2: 100 },
      { id: 7, areaM2: 50 },
    ]);
    expect(gh.readings(7).airTemp).toBeCloseTo(30, 5);
    const before = gh.readings(1).airTemp;
    gh.step(1800, { zones: { 7: { vent: 1 } } });
    // Shut zone 1 keeps heating in the sun; open zone 7 stays near outside.
    expect(gh.readings(1).airTemp).toBeGreaterThan(before);
    expect(gh.readings(7).airTemp - 30).toBeLessThan(gh.readings(1).airTemp - 30);
    expect(gh.readings(7).airTemp).toBeGreaterThan(30);
  });

  it('drops a deleted zone, keeps the others, and steps on without it', () => {
    const gh = createGreenhouse({
      zones: [
        { id: 1, areaM2: 100, initial: { airTemp: 22 } },
        { id: 2, areaM2: 100 },
      ],
      weather: constantWeather(noon),
    });
    gh.readings(2);
    expect(gh.setZones([{ id: 1, areaM2: 200 }])).toBe(true);
    expect(gh.zones).toEqual([{ id: 1, areaM2: 200 }]);
    expect(gh.readings(1).airTemp).toBeCloseTo(22, 5);
    expect(() => gh.readings(2)).toThrow(/no zone 2/);
    expect(() => gh.step(600, { zones: { 2: { vent: 1 } } })).not.toThrow();
    expect(Number.isFinite(gh.readings(null).airTemp)).toBe(true);
  });

  it('refuses a zone given twice or without an area', () => {
    const gh = createGreenhouse({ zones: [{ id: 1, areaM2: 100 }], weather: constantWeather(noon) });
    expect(() =>
      gh.setZones([
        { id: 1, areaM2: 100 },
        { id: 1, areaM2: 100 },
      ]),
    ).toThrow(/twice/);
    expect(() => gh.setZones([{ id: 3, areaM2: 0 }])).toThrow(/area/);
    expect(gh.zoneIds).toEqual([1]);
  });
});

describe("a zone's own params", () => {
  it('steps that zone on them and the others on the greenhouse’s', () => {
    const night = { ...noon, outTemp: 5, radiation: 0 };
    const zones = (leaky?: boolean) => [
      { id: 1, areaM2: 100, initial: { airTemp: 18 }, ...(leaky && { params: { coverHeatTransfer: 12 } }) },
      { id: 2, areaM2: 100, initial: { airTemp: 18 } },
    ];
    const own = createGreenhouse({ zones: zones(), weather: constantWeather(night) });
    const mixed = createGreenhouse({ zones: zones(true), weather: constantWeather(night) });
    own.step(1800);
    mixed.step(1800);
    expect(mixed.zone(1).airTemp).toBeLessThan(own.zone(1).airTemp - 0.5);
    expect(mixed.zone(2)).toEqual(own.zone(2));
    expect(mixed.params.coverHeatTransfer).toBe(own.params.coverHeatTransfer);
  });
});
