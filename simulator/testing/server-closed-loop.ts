/**
 * One demo-farm controller's greenhouse as a closed loop, no controller: its inventory's zones,
 * sensors and automation records under seeded weather, decided every `stepS` like the controller's
 * world. For counting what automation does per simulated day (logs, switches) fast.
 */
import type { ServerFixture } from '../../fixtures/farms.ts';
import { createGreenhouse } from '../../model/greenhouse/model.ts';
import { createWeather, type ClimateNormals } from '../../model/greenhouse/weather-generator.ts';
import { createClosedLoop, type ClosedLoop } from '../../model/greenhouse-loop/closed-loop.ts';
import { createRandom } from '../../model/random.ts';

export type ServerLoopOptions = {
  /** Epoch ms. */
  start: number;
  seed?: string | number;
  climate?: Partial<ClimateNormals>;
};

export function serverClosedLoop(fixture: ServerFixture, options: ServerLoopOptions): ClosedLoop {
  const { inventory } = fixture;
  const random = createRandom(options.seed ?? fixture.server.sn);
  const weather = createWeather({
    random: random.fork('weather').next,
    start: options.start,
    climate: options.climate,
  });
  const zones = inventory.zone.map((z) => ({ id: z.f_zone_id, areaM2: z.area > 0 ? z.area : 500 }));
  const greenhouse = createGreenhouse({ zones, weather, start: options.start });
  return createClosedLoop({
    greenhouse,
    config: {
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
    },
    sensors: inventory.sensor.filter((s) => s.enabled),
    random: random.fork('noise').next,
  });
}
