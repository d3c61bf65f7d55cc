/**
 * Where sensor values come from. A ReadingsSource is the seam the greenhouse physics
 * (simulator/greenhouse, GREENHOUSE-MODEL.md) plugs into; until then a seeded plausible model:
 * diurnal weather, zones warmed by the sun and cooled by open vents, flow from open valves.
 */
import {
  actuatorKinds,
  type Actuator,
  type Sensor,
  type SensorType,
  type Valve,
} from '../../../protocol/index.ts';
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
/** A numeric (zone, kind) key: cheaper than strings at this volume. */
const kindIndex = new Map(actuatorKinds.map((kind, i) => [kind, i]));
const keyOf = (zid: number | null, kind: Actuator['kind']) => (zid ?? 0) * 16 + (kindIndex.get(kind) ?? 0);
const wave = (h: number, peak: number) => Math.sin((2 * Math.PI * (h - peak)) / 24);

/** One reading round's shared quantities; `on` is the mean level (0..1) of a kind in a zone. */
type Round = {
  now: number;
  h: number;
  sun: number;
  outTemp: number;
  radiation: number;
  wind: number;
  windDir: number;
  flow: number;
  heatersOn: boolean;
  on(zid: number | null, kind: Actuator['kind']): number;
};

/** No closures here: this runs for every sensor of every round. */
function valueOf(type: SensorType, zid: number | null, r: Round): number {
  switch (type) {
    case 'airTemp':
      return (
        r.outTemp +
        2 +
        13 * r.sun * (1 - 0.7 * r.on(zid, 'roller')) +
        6 * r.on(zid, 'heater') -
        1.5 * r.on(zid, 'fogger')
      );
    case 'airHum':
      return clamp(88 - 28 * r.sun + 12 * r.on(zid, 'fogger') - 8 * r.on(zid, 'roller'), 20, 99);
    case 'co2':
      return 430 + 380 * (1 - r.sun) - 150 * r.on(zid, 'roller') + 400 * r.on(zid, 'co2');
    case 'light':
      return r.radiation * 70 * (1 - 0.6 * r.on(zid, 'curtain')) + 12_000 * r.on(zid, 'light');
    case 'par':
      return r.radiation * 1.45 * (1 - 0.6 * r.on(zid, 'curtain')) + 160 * r.on(zid, 'light');
    case 'soilTemp':
      return 18 + 3 * wave(r.h, 14);
    case 'soilMoist':
      return 42 + 6 * wave(r.h, 3) + 4 * r.on(zid, 'valve');
    case 'soilEC':
      return 2.4;
    case 'soilPH':
      return 6.3;
    case 'outTemp':
      return r.outTemp;
    case 'outHum':
      return clamp(68 - 22 * wave(r.h, 9), 15, 100);
    case 'windSpeed':
      return r.wind;
    case 'windDir':
      return r.windDir;
    case 'rain':
      return 0;
    case 'radiation':
      return r.radiation;
    case 'ec':
      return r.flow > 0 ? 2.6 : 0.3;
    case 'ph':
      return r.flow > 0 ? 5.8 : 7;
    case 'flow':
      return r.flow;
    case 'tankLevel':
      return 80 - ((r.now / 3_600_000) % 48);
    case 'pipeTemp':
      return 22 + 28 * r.on(zid, 'heater');
    case 'supplyTemp':
      return r.heatersOn ? 56 : 22;
    case 'returnTemp':
      return r.heatersOn ? 47 : 21;
  }
}

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
    const sun = h >= 6 && h <= 19 ? Math.max(0, Math.sin((Math.PI * (h - 6)) / 13)) : 0;
    wind = clamp(wind + random.normal(0, 0.3) + (3 - wind) * 0.02, 0, 18);
    windDir = (windDir + random.normal(0, 4) + 360) % 360;
    cloud = clamp(cloud + random.normal(0, 0.01), 0.55, 1);
    // Mean level per zone and kind, computed once per round (b16 rollers count as vents).
    const levels = new Map<number, { sum: number; n: number }>();
    let heatersOn = false;
    for (const a of plant.actuators()) {
      const key = keyOf(a.zid, a.kind === 'b16roller' ? 'roller' : a.kind);
      const level = plant.level(a.aid);
      const entry = levels.get(key) ?? { sum: 0, n: 0 };
      entry.sum += level;
      entry.n++;
      levels.set(key, entry);
      if (a.kind === 'heater' && level > 0) heatersOn = true;
    }
    const round: Round = {
      now,
      h,
      sun: sun * cloud,
      outTemp: 16 + 8 * wave(h, 9),
      radiation: 850 * sun * cloud,
      wind,
      windDir,
      flow: plant.valves().reduce((s, v) => s + (plant.level(v.aid) > 0 ? v.flowNominal : 0), 0),
      heatersOn,
      on(zid, kind) {
        const entry = levels.get(keyOf(zid, kind));
        return entry ? entry.sum / entry.n / 100 : 0;
      },
    };
    const values = new Map<number, number>();
    for (const s of sensors)
      values.set(s.sid, valueOf(s.type, s.zid, round) + random.normal(0, noiseOf[s.type] ?? 0));
    return values;
  };
}
