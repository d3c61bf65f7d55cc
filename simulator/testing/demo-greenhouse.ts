/**
 * A whole simulated greenhouse from a seed, no controller: seeded weather, the demo greenhouse farm
 * under the default strategy, its greenhouse model and the closed loop. Scenario tests, the benchmark and a warm-up start here.
 */
import type { AlarmRules } from '../../model/alarms/index.ts';
import { createGreenhouse, type Greenhouse, type GreenhouseParams } from '../../model/greenhouse/index.ts';
import type { Weather } from '../../model/greenhouse/weather.ts';
import { createWeather, type ClimateNormals } from '../../model/greenhouse/weather-generator.ts';
import { createRandom } from '../../model/random.ts';
import { createClosedLoop, type ClosedLoop } from '../../model/greenhouse-loop/closed-loop.ts';
import { demoGreenhouseFarm, type DemoGreenhouseFarm } from './demo-greenhouse-farm.ts';

/** 2025-07-15 00:00 at UTC+8: a summer day. */
const summerStart = Date.UTC(2025, 6, 14, 16);

export type DemoGreenhouseOptions = {
  seed: string | number;
  zones?: number;
  areaM2?: number;
  /** Epoch ms (default summerStart). */
  start?: number;
  climate?: Partial<ClimateNormals>;
  /** Wraps the seeded weather (overlayWeather for storms and rain). */
  weather?: (seeded: Weather) => Weather;
  /** Changes the farm's records before the loop starts (extra strategies, fog, alarms...). */
  configure?: (farm: DemoGreenhouseFarm) => DemoGreenhouseFarm;
  params?: Partial<GreenhouseParams>;
  /** The model's largest Euler sub-step, s (default 10, the reference; up to 100 for what-if runs). */
  maxSubStepS?: number;
  /** Sensor noise on (default true). */
  noise?: boolean;
  automation?: boolean;
  alarms?: AlarmRules;
};

export type DemoGreenhouse = {
  farm: DemoGreenhouseFarm;
  weather: Weather;
  greenhouse: Greenhouse;
  loop: ClosedLoop;
};

export function createDemoGreenhouse(options: DemoGreenhouseOptions): DemoGreenhouse {
  const random = createRandom(options.seed);
  const start = options.start ?? summerStart;
  const seeded = createWeather({ random: random.fork('weather').next, start, climate: options.climate });
  const weather = options.weather ? options.weather(seeded) : seeded;
  const base = demoGreenhouseFarm(options.zones ?? 1, options.areaM2 ?? 500);
  const farm = options.configure ? options.configure(base) : base;
  const greenhouse = createGreenhouse({
    zones: farm.zones,
    weather,
    start,
    params: options.params,
    maxSubStepS: options.maxSubStepS,
  });
  const loop = createClosedLoop({
    greenhouse,
    config: farm.config,
    sensors: farm.sensors,
    random: options.noise === false ? undefined : random.fork('sensors').next,
    automation: options.automation,
    alarms: options.alarms,
  });
  return { farm, weather, greenhouse, loop };
}

/** Epoch ms of local hour `hours` (fractions allowed) on day `day` after `start`. */
export function localTime(hours: number, day = 0, start = summerStart): number {
  return start + day * 86_400_000 + hours * 3_600_000;
}
