/** The weather station: the sensors outside any zone (zid null) of the outdoor types, one per type. */
import type { Sensor, SensorType } from '../../../../protocol/live/sensor.ts';

export const weatherTypes = [
  'outTemp',
  'outHum',
  'windSpeed',
  'windDir',
  'rain',
  'radiation',
] as const satisfies readonly SensorType[];
export type WeatherType = (typeof weatherTypes)[number];
export type Station = Partial<Record<WeatherType, Sensor>>;

const isWeatherType = (type: SensorType): type is WeatherType => weatherTypes.some((t) => t === type);

/** The first (lowest sid) sensor of each outdoor type with no zone; disabled ones are kept (shown as such). */
export function pickStation(sensors: readonly Sensor[]): Station {
  const station: Station = {};
  for (const s of [...sensors].sort((a, b) => a.sid - b.sid)) {
    if (s.zid === null && isWeatherType(s.type) && !station[s.type]) station[s.type] = s;
  }
  return station;
}

/** The station's sensors in the order of `weatherTypes`. */
export const stationSensors = (station: Station): Sensor[] =>
  weatherTypes.flatMap((type) => (station[type] ? [station[type]] : []));
