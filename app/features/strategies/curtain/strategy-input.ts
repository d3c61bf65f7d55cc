/**
 * What a strategy reads for one input, as the controller reads it (model/automation/context.ts
 * `input`): through the strategy's data source when one is configured (avg/min/max/first of its
 * sensors, else the fallback), else the zone's mean of good readings, else the site's (weather station).
 */
import type { DataSource } from '../../../../protocol/live/system.ts';
import type { SensorType } from '../../../../protocol/live/sensor.ts';
import { useLiveList } from '../../../live/query';
import { useLiveReadingsStore, type LiveReading } from '../../../stores/live-readings-store';

type Readings = Record<number, LiveReading>;

const good = (r: LiveReading | undefined): number | undefined =>
  r && r.q === 0 && r.v !== null && Number.isFinite(r.v) ? r.v : undefined;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined);

function zoneValue(readings: Readings, zid: number | null, type: SensorType): number | undefined {
  const all = Object.values(readings).filter((r) => r.type === type);
  const values = (match: (r: LiveReading) => boolean) =>
    all.filter(match).flatMap((r) => {
      const v = good(r);
      return v === undefined ? [] : [v];
    });
  const zone = zid === null ? undefined : mean(values((r) => r.zid === zid));
  return zone ?? mean(values((r) => r.zid === null)) ?? mean(values((r) => r.zid !== null));
}

/** The value the controller would read now; undefined when it has none. */
export function inputOf(
  readings: Readings,
  source: DataSource | undefined,
  zid: number | null,
  type: SensorType,
): number | undefined {
  if (!source) return zoneValue(readings, zid, type);
  const xs = source.sids.flatMap((sid) => {
    const v = good(readings[sid]);
    return v === undefined ? [] : [v];
  });
  if (xs.length === 0) return source.fallbackSid === null ? undefined : good(readings[source.fallbackSid]);
  if (source.mode === 'min') return Math.min(...xs);
  if (source.mode === 'max') return Math.max(...xs);
  if (source.mode === 'first') return xs[0];
  return mean(xs);
}

/** The live value of a strategy's input (re-renders only when that value changes). */
export function useStrategyInput(
  stid: number,
  zid: number | null,
  type: DataSource['input'],
): number | undefined {
  const sources = useLiveList('dataSource');
  const source = sources.items.find((d) => d.stid === stid && d.input === type);
  return useLiveReadingsStore((s) => inputOf(s.bySid, source, zid, type));
}
