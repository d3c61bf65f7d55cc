/**
 * Where sensor values come from. A ReadingsSource is the seam the greenhouse physics
 * (simulator/greenhouse, GREENHOUSE-MODEL.md) plugs into; until then a seeded plausible model:
 * diurnal weather, zones warmed by the sun and cooled by open vents, flow from open valves.
 */
import type { Actuator, Sensor, SensorType, Valve } from '../../../protocol/index.ts';
import type { Random } from '../../random.ts';

/** What a source may know of the plant: actuator levels (0..100) and the configuration. */
export type PlantView = {
  level(aid: number): number;
  actuators(): readonly Actuator[];
  valves(): readonly Valve[];
};

/** Raw values (before calibration offset and faults) for the given sensors at `now`. */
export type ReadingsSource = (
  now: number,
  sensors: readonly Sensor[],
  plant: PlantView,
) => ReadonlyMap<number, number>;

const noiseOf: Partial<Record<SensorType, number>> = {
  airTemp: 0.15,
  airHum: 0.8,
  co2: 8,
  outTemp: 0.1,
  outHum: 0.6,
  soilMoist: 0.2,
  soilEC: 0.02,
  soilPH: 0.02,
  ec: 0.02,
  ph: 0.02,
};

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The stand-in model; `utcOffsetMin` places the diurnal cycle (default UTC+8). */
export function createPlausibleReadings(
  random: Random,
  options: { utcOffsetMin?: number } = {},
): ReadingsSource {
  const offset = (options.utcOffsetMin ?? 480) * 60_000;
  let wind = 3;
  let windDir = random.float(0, 360);
  let cloud = 0.85;
  return (now, sensors, plant) => {
    const h = ((((now + offset) % 86_400_000) + 86_400_000) % 86_400_000) / 3_600_000;
    const sun = Math.max(0, Math.sin((Math.PI * (h - 6)) / 13)) * (h >= 6 && h <= 19 ? 1 : 0);
    wind = clamp(wind + random.normal(0, 0.3) + (3 - wind) * 0.02, 0, 18);
    windDir = (windDir + random.normal(0, 4) + 360) % 360;
    cloud = clamp(cloud + random.normal(0, 0.01), 0.55, 1);
    const outTemp = 16 + 8 * Math.sin((2 * Math.PI * (h - 9)) / 24);
    const radiation = 850 * sun * cloud;
    // Mean level (0..1) per zone and kind, computed once per reading round.
    const levels = new Map<string, { sum: number; n: number }>();
    let heatersOn = false;
    for (const a of plant.actuators()) {
      const kind = a.kind === 'b16roller' ? 'roller' : a.kind;
      const level = plant.level(a.aid);
      const entry = levels.get(`${a.zid}:${kind}`) ?? { sum: 0, n: 0 };
      entry.sum += level;
      entry.n++;
      levels.set(`${a.zid}:${kind}`, entry);
      if (a.kind === 'heater' && level > 0) heatersOn = true;
    }
    const byZone = (zid: number | null, kind: Actuator['kind']) => {
      const entry = levels.get(`${zid}:${kind}`);
      return entry ? entry.sum / entry.n / 100 : 0;
    };
    const flow = plant.valves().reduce((s, v) => s + (plant.level(v.aid) > 0 ? v.flowNominal : 0), 0);
    const values = new Map<number, number>();
    for (const s of sensors) {
      const vent = byZone(s.zid, 'roller');
      const on = (kind: Actuator['kind']) => byZone(s.zid, kind);
      const airTemp =
        outTemp + 2 + 11 * sun * cloud * (1 - 0.7 * vent) + 6 * on('heater') - 1.5 * on('fogger');
      const base: Record<SensorType, number> = {
        airTemp,
        airHum: clamp(88 - 28 * sun + 12 * on('fogger') - 8 * vent, 20, 99),
        co2: 430 + 380 * (1 - sun) - 150 * vent + 400 * on('co2'),
        light: radiation * 70 * (1 - 0.6 * on('curtain')) + 12_000 * on('light'),
        par: radiation * 1.45 * (1 - 0.6 * on('curtain')) + 160 * on('light'),
        soilTemp: 18 + 3 * Math.sin((2 * Math.PI * (h - 14)) / 24),
        soilMoist: 42 + 6 * Math.sin((2 * Math.PI * (h - 3)) / 24) + 4 * on('valve'),
        soilEC: 2.4,
        soilPH: 6.3,
        outTemp,
        outHum: clamp(68 - 22 * Math.sin((2 * Math.PI * (h - 9)) / 24), 15, 100),
        windSpeed: wind,
        windDir,
        rain: 0,
        radiation,
        ec: flow > 0 ? 2.6 : 0.3,
        ph: flow > 0 ? 5.8 : 7,
        flow,
        tankLevel: 80 - ((now / 3_600_000) % 48),
        pipeTemp: 22 + 28 * on('heater'),
        supplyTemp: heatersOn ? 56 : 22,
        returnTemp: heatersOn ? 47 : 21,
      };
      values.set(s.sid, base[s.type] + random.normal(0, noiseOf[s.type] ?? 0));
    }
    return values;
  };
}
