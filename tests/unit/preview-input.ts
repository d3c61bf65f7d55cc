// A preview's input on the demo greenhouse farm (2 zones of 500 m²) and a seeded weather's forecast.
import type { AutomationConfig } from '../../model/automation/types.ts';
import { createWeather } from '../../model/greenhouse/weather-generator.ts';
import type { PreviewInput } from '../../model/preview/run-preview.ts';
import { createRandom } from '../../model/random.ts';
import { hourlyForecast } from '../../simulator/controller/world/forecast-hourly.ts';
import { demoGreenhouseFarm } from '../../simulator/testing/demo-greenhouse-farm.ts';

/** Local midnight in Shanghai of 15 July 2025, 15 January 2026 and 15 April 2026. */
export const summer = Date.UTC(2025, 6, 14, 16);
export const winter = Date.UTC(2026, 0, 14, 16);
export const spring = Date.UTC(2026, 3, 14, 16);
export const farm = demoGreenhouseFarm(2, 500);

export function inputAt(start: number, config: AutomationConfig = farm.config): PreviewInput {
  const weather = createWeather({ random: createRandom('preview').fork('weather').next, start });
  return {
    zones: farm.zones.map((z) => ({ ...z, now: { airTemp: 18, airHum: 80 } })),
    config,
    sensors: farm.sensors,
    actuators: {},
    forecast: hourlyForecast(weather, { site: 'GH-PREVIEW', issuedAt: start, hours: 24 }),
    start,
    hours: 24,
    utcOffsetMin: 480,
  };
}

/** A spring day's input, for checks that need one. */
export const previewInputForTest = (): PreviewInput => inputAt(spring);
