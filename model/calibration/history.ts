/**
 * A zone's history as the calibration reads it: the measured series (by sensor id, as
 * `sensor/historyData` answers them) put on one 10-minute grid, and the reasons a fit refuses it.
 */
import type { Sensor, SensorType } from '../../protocol/index.ts';
import type { AutomationConfig } from '../automation/types.ts';

/** `[ts, value]` pairs, value null where the sensor had no reading. */
export type Series = readonly (readonly [number, number | null])[];

export type ZoneHistory = {
  zone: { id: number; areaM2: number };
  /** The controller's records: its decisions are replayed on the measured readings (replay.ts). */
  config: AutomationConfig;
  /** The controller's sensors: which sid is which type in which zone. */
  sensors: readonly Sensor[];
  /** Measured series by sid. */
  series: Readonly<Record<number, Series>>;
  /** Minutes the farm is ahead of UTC (day and night set points); the held-out day's. */
  utcOffsetMin: number;
  /**
   * Where the farm's clocks change within the history (summer time): the offset from each instant
   * on, in order. Absent, `utcOffsetMin` holds throughout; before the first entry it holds too.
   */
  offsets?: readonly { from: number; utcOffsetMin: number }[];
};

/** The farm's offset from UTC at `ts` over a history (its clock changes included). */
export function offsetAt(h: Pick<ZoneHistory, 'utcOffsetMin' | 'offsets'>, ts: number): number {
  let offset = h.utcOffsetMin;
  for (const change of h.offsets ?? []) {
    if (change.from > ts) break;
    offset = change.utcOffsetMin;
  }
  return offset;
}

/** The grid every series is put on, ms. */
export const gridMs = 600_000;
export const dayMs = 86_400_000;
/** Days of history a fit needs: two to fit on, the last one held out. */
export const minDays = 3;
/** Air temperature must swing at least this much, K, for the cover and the air's heat to show. */
export const minSwingK = 2;
/** Share of the grid's slots that must hold a measured air temperature. */
export const minCoverage = 0.8;

/** What a fit needs of the zone, and of the weather station. */
export const zoneTypes = ['airTemp', 'airHum'] as const satisfies readonly SensorType[];
export const weatherTypes = [
  'outTemp',
  'outHum',
  'radiation',
  'windSpeed',
] as const satisfies readonly SensorType[];
export type NeededType = (typeof zoneTypes)[number] | (typeof weatherTypes)[number];

/** Why a history cannot be calibrated on; `message` says it in English, the app words it from the rest. */
export type Refusal =
  | { kind: 'missing'; type: NeededType; message: string }
  | { kind: 'tooShort'; days: number; needed: number; message: string }
  | { kind: 'gaps'; coverage: number; message: string }
  | { kind: 'flat'; swingK: number; message: string }
  | { kind: 'noHeatingOrVenting'; message: string };

/** The history on the grid: every type's value per slot (held over short gaps), NaN before its first. */
export type Grid = {
  start: number;
  times: number[];
  values: Partial<Record<SensorType, Float64Array>>;
  /** Per slot, whether the zone's air temperature was measured in it (not held). */
  measured: boolean[];
};

/** The sid of a zone's (zid) or the site's (zid null) sensor of `type` that has a series. */
function sidOf(h: ZoneHistory, type: SensorType, zone: boolean): number | undefined {
  const s = h.sensors.find(
    (x) => x.type === type && (zone ? x.zid === h.zone.id : true) && (h.series[x.sid]?.length ?? 0) > 0,
  );
  return s?.sid;
}

/** The series of `type` for the zone (its own sensor) or the site (any, the weather station's). */
export function seriesOf(h: ZoneHistory, type: SensorType, zone: boolean): Series | undefined {
  const sid = sidOf(h, type, zone);
  return sid === undefined ? undefined : h.series[sid];
}

/** Span of the zone's air temperature history, ms. */
function spanOf(s: Series): { from: number; to: number } {
  let from = Infinity;
  let to = -Infinity;
  for (const [ts, v] of s) {
    if (v === null) continue;
    if (ts < from) from = ts;
    if (ts > to) to = ts;
  }
  return { from, to };
}

/** Puts a series on the grid: the mean of the slot's values, else the last one held. */
function onGrid(s: Series, start: number, slots: number, hits?: boolean[]): Float64Array {
  const sum = new Float64Array(slots);
  const count = new Float64Array(slots);
  for (const [ts, v] of s) {
    if (v === null || !Number.isFinite(v)) continue;
    const i = Math.round((ts - start) / gridMs);
    if (i < 0 || i >= slots) continue;
    sum[i] = (sum[i] ?? NaN) + v;
    count[i] = (count[i] ?? NaN) + 1;
  }
  const out = new Float64Array(slots).fill(NaN);
  let last = NaN;
  for (let i = 0; i < slots; i++) {
    const n = count[i] ?? NaN;
    if (n > 0) last = (sum[i] ?? NaN) / n;
    if (hits) hits[i] = n > 0;
    out[i] = last;
  }
  return out;
}

const names: Record<NeededType, string> = {
  airTemp: "the zone's air temperature",
  airHum: "the zone's humidity",
  outTemp: "the weather station's outside temperature",
  outHum: "the weather station's outside humidity",
  radiation: "the weather station's radiation",
  windSpeed: "the weather station's wind speed",
};

/** The history on the grid, or why it is too little or too flat to fit on. */
export function gridOf(h: ZoneHistory): { ok: true; grid: Grid } | { ok: false; refusal: Refusal } {
  for (const type of [...zoneTypes, ...weatherTypes]) {
    if (
      !seriesOf(
        h,
        type,
        zoneTypes.some((z) => z === type),
      )
    )
      return { ok: false, refusal: { kind: 'missing', type, message: `No history of ${names[type]}.` } };
  }
  const air = seriesOf(h, 'airTemp', true);
  if (!air)
    return {
      ok: false,
      refusal: { kind: 'missing', type: 'airTemp', message: `No history of ${names.airTemp}.` },
    };
  const { from, to } = spanOf(air);
  const days = Math.max(0, (to - from) / dayMs);
  if (!(days >= minDays - 1e-9)) {
    const d = Math.floor(days * 10) / 10;
    const message = `Only ${d} days of history: a fit needs ${minDays} (the last one is held out to judge it).`;
    return { ok: false, refusal: { kind: 'tooShort', days: d, needed: minDays, message } };
  }
  const start = Math.ceil(from / gridMs) * gridMs;
  const slots = Math.floor((to - start) / gridMs) + 1;
  const measured: boolean[] = [];
  const values: Grid['values'] = { airTemp: onGrid(air, start, slots, measured) };
  const coverage = measured.filter(Boolean).length / slots;
  if (coverage < minCoverage) {
    const pct = Math.round(coverage * 100);
    const message = `Air temperature is measured in only ${pct} % of the 10-minute slots: a fit needs ${minCoverage * 100} %.`;
    return { ok: false, refusal: { kind: 'gaps', coverage, message } };
  }
  let low = Infinity;
  let high = -Infinity;
  for (const v of values.airTemp ?? []) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  const swingK = Math.round((high - low) * 10) / 10;
  if (!(high - low >= minSwingK)) {
    const message = `Air temperature varied by only ${swingK} K: a fit needs at least ${minSwingK} K of swing.`;
    return { ok: false, refusal: { kind: 'flat', swingK, message } };
  }
  const types = new Set<SensorType>([...zoneTypes, ...weatherTypes, 'pipeTemp']);
  for (const type of types) {
    if (values[type]) continue;
    const s = seriesOf(h, type, type === 'airHum' || type === 'pipeTemp');
    if (s) values[type] = onGrid(s, start, slots);
  }
  const times = Array.from({ length: slots }, (_, i) => start + i * gridMs);
  return { ok: true, grid: { start, times, values, measured } };
}
