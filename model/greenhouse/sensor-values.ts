/** True values of every protocol sensor type, read off the model's state (no noise, no offset). */
import type { SensorType } from '../../protocol/index.ts';
import { dripperPressure, lowestTankLevel, type MixerState } from './mixer.ts';
import type { GreenhouseParams } from './params.ts';
import { co2ToPpm, rhFromVapour } from './psychro.ts';
import type { OutsideWeather } from './weather.ts';
import type { ZoneState } from './zone-state.ts';

/** One value per protocol sensor type, in the protocol's units (sensorUnits). */
export type SensorValues = Record<SensorType, number>;

/** Lux per µmol m⁻² s⁻¹ of LED light (assumed, white LEDs ≈ 60). */
const luxPerPar = 60;

export type ZoneSensorType = Exclude<
  SensorType,
  'outTemp' | 'outHum' | 'windSpeed' | 'windDir' | 'rain' | 'radiation' | 'ec' | 'ph' | 'flow' | 'tankLevel'
>;

/** The zone sensor types, in the order the weighted mean divides them. */
const zoneSensorTypes = [
  'airTemp',
  'airHum',
  'co2',
  'light',
  'par',
  'soilTemp',
  'soilMoist',
  'soilEC',
  'soilPH',
  'pipeTemp',
  'supplyTemp',
  'returnTemp',
] as const satisfies readonly ZoneSensorType[];
/** Fails to compile when a zone sensor type is missing from the list above. */
const _everyZoneType: [Exclude<ZoneSensorType, (typeof zoneSensorTypes)[number]>] extends [never]
  ? true
  : false = true;

/** The zone's own sensors. */
export function zoneValues(s: ZoneState, p: GreenhouseParams): Record<ZoneSensorType, number> {
  // Loop ΔT across supply and return grows with the heat the pipes give off (assumed 20 % of T_p − T).
  const loop = s.heat > 0.01 ? 0.2 * Math.max(0, s.pipeTemp - s.airTemp) : 0;
  return {
    airTemp: s.airTemp,
    airHum: rhFromVapour(s.airTemp, s.vapour),
    co2: co2ToPpm(s.co2),
    light: s.insideLight * p.luxPerWatt + s.lampPar * luxPerPar,
    par: s.insideLight * p.parPerWatt + s.lampPar,
    soilTemp: s.slabTemp,
    soilMoist: (100 * s.slabWater) / p.slabVolume,
    soilEC: s.slabSalt / Math.max(s.slabWater, 0.05),
    soilPH: s.slabPH,
    pipeTemp: s.pipeTemp,
    supplyTemp: s.pipeTemp + loop / 2,
    returnTemp: s.pipeTemp - loop / 2,
  };
}

/** Every sensor type: the zone's own, the weather station's and the fertigation centre's. */
export function allValues(
  zone: Record<ZoneSensorType, number>,
  w: OutsideWeather,
  m: MixerState,
): SensorValues {
  // An explicit literal, not a spread: this runs for every zone on every step of a long simulation.
  return {
    airTemp: zone.airTemp,
    airHum: zone.airHum,
    co2: zone.co2,
    light: zone.light,
    par: zone.par,
    soilTemp: zone.soilTemp,
    soilMoist: zone.soilMoist,
    soilEC: zone.soilEC,
    soilPH: zone.soilPH,
    pipeTemp: zone.pipeTemp,
    supplyTemp: zone.supplyTemp,
    returnTemp: zone.returnTemp,
    outTemp: w.outTemp,
    outHum: w.outHum,
    windSpeed: w.windSpeed,
    windDir: w.windDir,
    rain: w.rain,
    radiation: w.radiation,
    ec: m.ec,
    ph: m.ph,
    flow: m.flow * 60,
    tankLevel: lowestTankLevel(m),
  };
}

/**
 * `values[type]` through a switch on the type (names compare by identity): a load keyed by a
 * varying type name is a generic one, and every sensor is read on every tick of a long run.
 */
export function valueOf(values: Readonly<SensorValues>, type: SensorType): number {
  switch (type) {
    case 'airTemp':
      return values.airTemp;
    case 'airHum':
      return values.airHum;
    case 'co2':
      return values.co2;
    case 'light':
      return values.light;
    case 'par':
      return values.par;
    case 'soilTemp':
      return values.soilTemp;
    case 'soilMoist':
      return values.soilMoist;
    case 'soilEC':
      return values.soilEC;
    case 'soilPH':
      return values.soilPH;
    case 'pipeTemp':
      return values.pipeTemp;
    case 'supplyTemp':
      return values.supplyTemp;
    case 'returnTemp':
      return values.returnTemp;
    case 'outTemp':
      return values.outTemp;
    case 'outHum':
      return values.outHum;
    case 'windSpeed':
      return values.windSpeed;
    case 'windDir':
      return values.windDir;
    case 'rain':
      return values.rain;
    case 'radiation':
      return values.radiation;
    case 'ec':
      return values.ec;
    case 'ph':
      return values.ph;
    case 'flow':
      return values.flow;
    case 'tankLevel':
      return values.tankLevel;
    default:
      return values[type]; // a type the protocol added since: the keyed load
  }
}

/**
 * Area-weighted mean of zones' values. Summed field by field, not by a loop over the types: a load
 * keyed by a varying type name is a generic one, and this runs on every decision of a long
 * simulation (the twelve divisions at the end are the only keyed ones).
 */
export function weightedValues(
  zones: readonly { area: number; values: Record<ZoneSensorType, number> }[],
): Record<ZoneSensorType, number> {
  let total = 0;
  const m: Record<ZoneSensorType, number> = {
    airTemp: 0,
    airHum: 0,
    co2: 0,
    light: 0,
    par: 0,
    soilTemp: 0,
    soilMoist: 0,
    soilEC: 0,
    soilPH: 0,
    pipeTemp: 0,
    supplyTemp: 0,
    returnTemp: 0,
  };
  for (const { area, values: v } of zones) {
    total += area;
    m.airTemp += v.airTemp * area;
    m.airHum += v.airHum * area;
    m.co2 += v.co2 * area;
    m.light += v.light * area;
    m.par += v.par * area;
    m.soilTemp += v.soilTemp * area;
    m.soilMoist += v.soilMoist * area;
    m.soilEC += v.soilEC * area;
    m.soilPH += v.soilPH * area;
    m.pipeTemp += v.pipeTemp * area;
    m.supplyTemp += v.supplyTemp * area;
    m.returnTemp += v.returnTemp * area;
  }
  for (const type of zoneSensorTypes) m[type] = total > 0 ? m[type] / total : NaN;
  return m;
}

/** Line pressure, bar: static head when idle, the pump's head less the filter's drop while water flows. */
export function linePressure(m: MixerState, p: GreenhouseParams): number {
  return m.flow > 0 ? dripperPressure(m, p) : 0.2;
}
