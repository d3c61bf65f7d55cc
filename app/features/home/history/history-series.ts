/** The history answer as chart series: in the order picked, named and with units from the sensor list. */
import { sensorUnits, type HistoryData, type Sensor } from '../../../../protocol/live/sensor.ts';
import { colorAt, type ChartSeries } from '../../../components/charts/series';
import { wholeTypes } from '../components/format';

export function toChartSeries(
  sids: readonly number[],
  series: HistoryData['series'],
  sensors: readonly Sensor[],
  unknownName: (sid: number) => string,
): ChartSeries[] {
  const byId = new Map(sensors.map((s) => [s.sid, s]));
  return sids.map((sid, index) => {
    const sensor = byId.get(sid);
    return {
      key: String(sid),
      name: sensor?.name ?? unknownName(sid),
      unit: sensor ? sensorUnits[sensor.type] : undefined,
      color: colorAt(index),
      digits: sensor && wholeTypes.includes(sensor.type) ? 0 : undefined,
      points: series[String(sid)] ?? [],
    };
  });
}

/** True when no series has a single value. */
export const isEmptyHistory = (series: readonly ChartSeries[]) =>
  series.every((s) => s.points.every((p) => p[1] === null));

/** Sids from a `?sids=1,2` query value: positive whole numbers, unique, at most `max`. */
export function parseSids(text: string | null, max: number): number[] {
  if (!text) return [];
  const sids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,8}$/.test(part))
    .map(Number);
  return [...new Set(sids)].slice(0, max);
}
