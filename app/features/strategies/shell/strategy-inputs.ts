/**
 * A strategy's live inputs as the controller reads them (model/automation/context.ts): a zone's
 * mean of its good readings of a type, falling back to the site's (weather station, else all zones),
 * or the strategy's data source (avg / min / max / first of its sensors, then its fallback sensor).
 */
import type { Reading, SensorType } from '../../../../protocol/live/sensor.ts';
import type { DataSource } from '../../../../protocol/live/system.ts';

export type Readings = Readonly<Record<number, Reading | undefined>>;
export type InputType = DataSource['input'];

const good = (r: Reading | undefined): r is Reading & { v: number } =>
  r !== undefined && r.q === 0 && r.v !== null && Number.isFinite(r.v);

const mean = (xs: number[]) => (xs.length === 0 ? undefined : xs.reduce((a, b) => a + b, 0) / xs.length);

function meanWhere(readings: Readings, type: SensorType, where: (zid: number | null) => boolean) {
  const xs: number[] = [];
  for (const r of Object.values(readings)) if (good(r) && r.type === type && where(r.zid)) xs.push(r.v);
  return mean(xs);
}

/** A zone-less reading (weather station), falling back to the mean over the zones. */
export const siteValue = (readings: Readings, type: SensorType): number | undefined =>
  meanWhere(readings, type, (zid) => zid === null) ?? meanWhere(readings, type, (zid) => zid !== null);

/** A zone's own mean of its good readings of `type` (no fallback: what the zone's sensors say). */
export const zoneOwnValue = (readings: Readings, zid: number, type: SensorType): number | undefined =>
  meanWhere(readings, type, (z) => z === zid);

/** A zone's mean of its good readings of `type`, falling back to the site's. */
export function zoneValue(readings: Readings, zid: number | null, type: SensorType): number | undefined {
  const own = zid === null ? undefined : meanWhere(readings, type, (z) => z === zid);
  return own ?? siteValue(readings, type);
}

/** The value a strategy decides on: through its data source for `type` when it has one. */
export function strategyInput(
  readings: Readings,
  dataSources: readonly DataSource[],
  stid: number,
  zid: number | null,
  type: InputType,
): number | undefined {
  const source = dataSources.find((d) => d.stid === stid && d.input === type);
  if (!source) return zoneValue(readings, zid, type);
  const xs = source.sids
    .map((sid) => readings[sid])
    .filter(good)
    .map((r) => r.v);
  if (xs.length === 0) {
    const fallback = source.fallbackSid === null ? undefined : readings[source.fallbackSid];
    return good(fallback) ? fallback.v : undefined;
  }
  if (source.mode === 'min') return Math.min(...xs);
  if (source.mode === 'max') return Math.max(...xs);
  if (source.mode === 'first') return xs[0];
  return mean(xs);
}
