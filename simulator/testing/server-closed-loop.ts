/**
 * One demo-farm controller's greenhouse as a closed loop, no controller: its inventory's zones,
 * sensors and automation records under seeded weather, built with the fixture's physics, decided
 * every `stepS` like the controller's world. For counting what automation does per simulated day
 * (logs, switches) fast, and for judging previews against what the greenhouse then does.
 */
import type { ServerFixture } from '../../fixtures/farms.ts';
import type { AutomationConfig } from '../../model/automation/types.ts';
import { createGreenhouse, type Greenhouse } from '../../model/greenhouse/model.ts';
import type { Weather } from '../../model/greenhouse/weather.ts';
import { createWeather, type ClimateNormals } from '../../model/greenhouse/weather-generator.ts';
import { createClosedLoop, type ClosedLoop } from '../../model/greenhouse-loop/closed-loop.ts';
import { paramsOf } from '../../model/preview/calibrated-params.ts';
import { createRandom } from '../../model/random.ts';

export type ServerLoopOptions = {
  /** Epoch ms. */
  start: number;
  seed?: string | number;
  climate?: Partial<ClimateNormals>;
};

export type ServerGreenhouse = {
  loop: ClosedLoop;
  greenhouse: Greenhouse;
  weather: Weather;
  config: AutomationConfig;
};

export function serverGreenhouse(fixture: ServerFixture, options: ServerLoopOptions): ServerGreenhouse {
  const { inventory } = fixture;
  const random = createRandom(options.seed ?? fixture.server.sn);
  const weather = createWeather({
    random: random.fork('weather').next,
    start: options.start,
    climate: options.climate,
  });
  const zones = inventory.zone.map((z) => ({ id: z.f_zone_id, areaM2: z.area > 0 ? z.area : 500 }));
  const greenhouse = createGreenhouse({
    zones,
    weather,
    start: options.start,
    params: fixture.physics && paramsOf(fixture.physics),
  });
  const config: AutomationConfig = {
    actuator: inventory.actuator,
    valve: inventory.valve,
    strategy: inventory.strategy,
    fog: inventory.fog,
    heating: inventory.heating,
    irrigationPlan: inventory.irrigationPlan,
    fertRecipe: inventory.fertRecipe,
    fertCenter: inventory.fertCenter,
    dataSource: inventory.dataSource,
    groupPolicy: inventory.groupPolicy,
  };
  const loop = createClosedLoop({
    greenhouse,
    config,
    sensors: inventory.sensor.filter((s) => s.enabled),
    random: random.fork('noise').next,
  });
  return { loop, greenhouse, weather, config };
}

export function serverClosedLoop(fixture: ServerFixture, options: ServerLoopOptions): ClosedLoop {
  return serverGreenhouse(fixture, options).loop;
}
