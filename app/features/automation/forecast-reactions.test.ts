import { describe, expect, it } from 'vitest';
import { strategy as strategySchema, type Strategy } from '../../../protocol/live/climate.ts';
import { irrigationPlan, type IrrigationPlan } from '../../../protocol/live/irrigation.ts';
import { forecastDay, type ForecastDay } from '../../../protocol/live/system.ts';
import { expectedStarts, forecastReactions, peakRadiation } from './forecast-reactions';

const common = { zoneIds: [1], enabled: true };
const wind = strategySchema.parse({
  ...common,
  stid: 5,
  name: '大风保护',
  priority: 90,
  kind: 'windSpeed',
  params: { aids: [1], closeAbove: 10, resumeBelow: 7, delayS: 30, closeOnRain: true },
});
const curtain = strategySchema.parse({
  ...common,
  stid: 3,
  name: '遮阳保温',
  priority: 55,
  kind: 'curtain',
  params: {
    aids: [3],
    closeAboveRadiation: 650,
    closeBelowOutTempDay: 5,
    closeBelowOutTempNight: 10,
    forceOpenAboveHum: 92,
    schedule: [],
  },
});
const plan = irrigationPlan.parse({
  pid: 1,
  name: '辐射累积灌溉',
  enabled: true,
  trigger: { type: 'radiation', sumJcm2: 300, minRadiation: 150, minIntervalMin: 60, maxIntervalMin: 180 },
  valveIds: [1],
  secondsPerValve: 300,
  recipeId: null,
});
const timePlan = irrigationPlan.parse({ ...plan, pid: 2, trigger: { type: 'time', times: ['08:00'] } });
const day = (over: Partial<ForecastDay>): ForecastDay =>
  forecastDay.parse({
    date: '2025-05-01',
    tMin: 14,
    tMax: 24,
    humAvg: 60,
    rainMm: 0,
    windMax: 4,
    radiationSum: 900,
    ...over,
  });
const reasons = (d: ForecastDay, strategies: Strategy[], plans: IrrigationPlan[] = []) =>
  forecastReactions(d, strategies, plans).map((r) => `${r.name}:${r.reason}`);

describe('forecastReactions (which automation a forecast day sets off)', () => {
  it('wind protection reacts to wind over its limit and, with closeOnRain, to rain', () => {
    expect(reasons(day({ windMax: 10 }), [wind])).toEqual([]);
    expect(reasons(day({ windMax: 12.5, rainMm: 3 }), [wind])).toEqual(['大风保护:wind', '大风保护:rain']);
    const noRain = strategySchema.parse({ ...wind, params: { ...wind.params, closeOnRain: false } });
    expect(reasons(day({ rainMm: 3 }), [noRain])).toEqual([]);
    const [reaction] = forecastReactions(day({ windMax: 12.5 }), [wind], []);
    expect(reaction?.values).toEqual({ wind: 12.5, limit: 10 });
  });

  it('curtains react to a cold night or day and to a sunny day; a mild cloudy day sets off nothing', () => {
    expect(reasons(day({ tMin: 8 }), [curtain])).toEqual(['遮阳保温:coldNight']);
    expect(reasons(day({ tMin: 12 }), [curtain])).toEqual([]);
    expect(reasons(day({ radiationSum: 2000 }), [curtain])).toEqual(['遮阳保温:sun']);
  });

  it('leaves out switched-off strategies and plans, and lists strategies by priority before plans', () => {
    const off = strategySchema.parse({ ...wind, enabled: false });
    expect(reasons(day({ windMax: 20 }), [off], [{ ...plan, enabled: false }])).toEqual([]);
    expect(reasons(day({ windMax: 20, tMin: 2 }), [curtain, wind], [plan, timePlan])).toEqual([
      '大风保护:wind',
      '遮阳保温:coldNight',
      '辐射累积灌溉:irrigationStarts',
    ]);
  });

  it('expects about radiationSum / sumJcm2 starts of a radiation plan, capped by its shortest interval', () => {
    expect(expectedStarts(plan, 900)).toBe(3);
    expect(expectedStarts(plan, 299)).toBe(0);
    const often = irrigationPlan.parse({
      ...plan,
      trigger: { ...plan.trigger, sumJcm2: 1, minIntervalMin: 720 },
    });
    expect(expectedStarts(often, 2500)).toBe(2);
    expect(expectedStarts(timePlan, 2500)).toBe(0);
    const [reaction] = forecastReactions(day({ radiationSum: 1500 }), [], [plan]);
    expect(reaction?.values).toEqual({ starts: 5, sum: 300 });
  });

  it('estimates the radiation peak of a sine-shaped 12 h day from the sum', () => {
    expect(peakRadiation(0)).toBe(0);
    // 2000 J/cm² = 2e7 J/m² over 43 200 s: 463 W/m² mean, 727 W/m² peak.
    expect(peakRadiation(2000)).toBe(727);
  });
});
