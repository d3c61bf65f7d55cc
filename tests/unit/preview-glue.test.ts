// The preview's glue: a request built from the controller's lists, the live readings and actuator
// states and its forecast; and the two runs it asks for differing where the edit acts.
import { describe, expect, it } from 'vitest';
import { fallbackCalibration, type ForecastAnswer, type Zone } from '../../protocol/index.ts';
import { createWeather } from '../../model/greenhouse/weather-generator.ts';
import { createRandom } from '../../model/random.ts';
import { hourlyForecast } from '../../simulator/controller/world/forecast-hourly.ts';
import { demoGreenhouseFarm } from '../../simulator/testing/demo-greenhouse-farm.ts';
import { withStrategy } from '../../app/features/strategies/shell/strategy-preview';
import { comparePreview } from '../../app/components/preview/compare';
import { withPlan, zonesOfPlan } from '../../app/features/water/plans/plan-preview';
import { paramsOf } from '../../model/preview/calibrated-params.ts';
import {
  actuatorsNowOf,
  forecastHoursOf,
  PreviewInputError,
  previewRequestOf,
  zoneNowOf,
  type ReadingNow,
} from '../../app/components/preview/preview-input';

/** 08:00 in Shanghai, 15 April 2026. */
const start = Date.UTC(2026, 3, 15, 0);
const farm = demoGreenhouseFarm(2, 500);
const zones: Zone[] = farm.zones.map((z) => ({
  f_zone_id: z.id,
  name: `z${z.id}`,
  area: z.areaM2,
  crop: '',
  order: 0,
}));
const readingsOf = (airTemp: number): ReadingNow[] =>
  farm.sensors
    .filter((s) => s.zid !== null && (s.type === 'airTemp' || s.type === 'airHum'))
    .map((s) => ({ sid: s.sid, zid: s.zid, type: s.type, v: s.type === 'airTemp' ? airTemp : 70, q: 0 }));
const forecast = hourlyForecast(createWeather({ random: createRandom('glue').fork('weather').next, start }), {
  site: 'GH-GLUE',
  issuedAt: start,
  hours: 24,
});
const sources = (readings = readingsOf(20)) => ({
  config: farm.config,
  zones,
  sensors: farm.sensors,
  readings,
  actuators: {},
  forecast,
  now: start,
  timeZone: 'Asia/Shanghai',
});

describe('the preview input', () => {
  it("starts a zone from its good readings' means, and none without air readings", () => {
    const zid = zones[0]!.f_zone_id;
    const readings: ReadingNow[] = [
      { sid: 1, zid, type: 'airTemp', v: 20, q: 0 },
      { sid: 2, zid, type: 'airTemp', v: 22, q: 0 },
      { sid: 3, zid, type: 'airTemp', v: 40, q: 2 },
      { sid: 4, zid, type: 'airHum', v: 75, q: 0 },
      { sid: 5, zid, type: 'co2', v: 600, q: 0 },
    ];
    expect(zoneNowOf(zid, readings)).toEqual({ airTemp: 21, airHum: 75, co2Ppm: 600 });
    expect(zoneNowOf(zid, readings.slice(0, 3))).toBeNull();
  });

  it('keeps a manual actuator manual at its position', () => {
    expect(actuatorsNowOf({ 7: { aid: 7, state: 'stopped', pos: 30, mode: 'manual', since: 5 } })).toEqual({
      7: { mode: 'manual', pos: 30, on: false, since: 5 },
    });
  });

  it("takes the controller's hours, else shapes the days and says so", () => {
    const days: ForecastAnswer['days'] = [
      { date: '2026-04-15', tMin: 8, tMax: 22, humAvg: 70, rainMm: 0, windMax: 4, radiationSum: 1800 },
      { date: '2026-04-16', tMin: 9, tMax: 23, humAvg: 70, rainMm: 0, windMax: 4, radiationSum: 1800 },
    ];
    const options = { from: start, hours: 24, timeZone: 'Asia/Shanghai' };
    expect(forecastHoursOf({ days, hours: forecast }, options)).toEqual({ hours: forecast, shaped: false });
    const shaped = forecastHoursOf({ days }, options);
    expect(shaped.shaped).toBe(true);
    expect(shaped.hours).toHaveLength(24);
    expect(shaped.hours[0]!.ts).toBe(start);
  });

  it("builds one start for both runs: the affected zones, the farm's offset, the edited config", () => {
    const zid = zones[1]!.f_zone_id;
    const edited = { ...farm.config, heating: [] };
    const request = previewRequestOf(sources(), farm.config, edited, [zid]);
    expect(request.zones).toEqual([zid]);
    expect(request.input.zones).toEqual([{ id: zid, areaM2: 500, now: { airTemp: 20, airHum: 70 } }]);
    expect(request.input.utcOffsetMin).toBe(480);
    expect(request.input.hours).toBe(24);
    expect(request.saved).toBe(farm.config);
    expect(request.edited).toBe(edited);
    expect(previewRequestOf(sources(), farm.config, edited, []).zones).toEqual(zones.map((z) => z.f_zone_id));
    expect(() => previewRequestOf(sources([]), farm.config, edited, [zid])).toThrow(PreviewInputError);
  });

  it("runs each zone on its own calibration, a zone without one on the model's defaults", () => {
    const [first, second] = zones.map((z) => z.f_zone_id) as [number, number];
    const leaky = paramsOf({ ...fallbackCalibration, leakage: 3e-4 });
    const request = previewRequestOf(
      { ...sources(), zoneParams: { [second]: leaky } },
      farm.config,
      farm.config,
      [],
    );
    expect(request.input.zones.find((z) => z.id === second)?.params).toEqual(leaky);
    expect(request.input.zones.find((z) => z.id === first)).not.toHaveProperty('params');
    expect(request.input).not.toHaveProperty('params');
  });

  it("waters more with a start added to the plan: the edited side's litres follow the plan", () => {
    const plan = farm.config.irrigationPlan[0]!;
    const timed = { ...plan, trigger: { type: 'time' as const, times: ['09:00'] } };
    const saved = withPlan(farm.config, timed, plan.pid);
    const edited = withPlan(
      saved,
      { ...timed, trigger: { type: 'time', times: ['09:00', '14:00'] } },
      plan.pid,
    );
    const affected = zonesOfPlan(saved, timed.valveIds, plan.pid);
    expect(affected).toEqual(zones.map((z) => z.f_zone_id));
    const result = comparePreview(previewRequestOf(sources(), saved, edited, affected));
    expect(result.saved.summary.waterL).toBeGreaterThan(0);
    expect(result.edited.summary.waterL).toBeCloseTo(2 * result.saved.summary.waterL, 0);
    // A new plan goes in under a free id, beside the saved one.
    const added = withPlan(saved, timed, undefined);
    expect(added.irrigationPlan.map((p) => p.pid)).toEqual([plan.pid, plan.pid + 1]);
  }, 30_000);

  it('compares a lower open-above temperature: the edited day opens the vents more and is cooler', () => {
    const rollFilm = farm.config.strategy.find((s) => s.kind === 'rollFilm')!;
    if (rollFilm.kind !== 'rollFilm') throw new Error('no roll film');
    const lower = { ...rollFilm, params: { ...rollFilm.params, openAbove: rollFilm.params.openAbove - 6 } };
    const edited = withStrategy(farm.config, lower, false);
    const result = comparePreview(previewRequestOf(sources(), farm.config, edited, rollFilm.zoneIds));
    expect(result.saved.samples).toHaveLength(24 * 6 + 1);
    const zid = rollFilm.zoneIds[0]!;
    const mean = (side: typeof result.saved) =>
      side.samples.reduce((sum, s) => sum + (s.zones[zid]?.airTemp ?? 0), 0) / side.samples.length;
    expect(mean(result.edited)).toBeLessThan(mean(result.saved));
    expect(result.edited.summary.moves).not.toBe(result.saved.summary.moves);
    expect(result.utcOffsetMin).toBe(480);
    // Two days of four zones' physics: seconds on a busy shared machine.
  }, 30_000);
});
