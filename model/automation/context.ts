/** What every module reads: the clock, readings by zone and sensor, actuators, zone setpoints. */
import type { Actuator, DataSource, SensorType, Strategy } from '../../protocol/index.ts';
import { sensorTypes } from '../../protocol/index.ts';
import { lookupsOf, type ConfigLookups } from './config-lookups.ts';
import { inWindow, localDay, localMinute } from './local-time.ts';
import type { ActuatorLive, AutomationConfig, AutomationInput, AutomationState } from './types.ts';

/** Day/night set points of a zone from its environment strategy (docs/design/greenhouse-model.md defaults otherwise). */
export type ZoneSetpoints = {
  isDay: boolean;
  /** °C heating set point now; null without an environment strategy. */
  heat: number | null;
  humMax: number | null;
  co2: number | null;
  /** K the night heating set point lies below the day one (vent set points follow it). */
  nightDrop: number;
};

/** Per sensor type, its place in a key's sums: [sum, count] at 2·index (the protocol's types first). */
const typeIndex = new Map<string, number>(sensorTypes.map((t, i) => [t, i]));
const auto: ActuatorLive = { mode: 'auto' };
const none: readonly Actuator[] = [];
type MeanKey = number | null | 'zones';
/** Per type index i, the sum of good readings at 2·i and their count at 2·i + 1. */
type Sums = number[];

const meanOf = (sums: Sums | undefined, type: SensorType) => {
  const i = typeIndex.get(type);
  if (sums === undefined || i === undefined || 2 * i + 1 >= sums.length) return undefined;
  const n = sums[2 * i + 1] ?? 0;
  return n > 0 ? (sums[2 * i] ?? 0) / n : undefined;
};

/** The sums of `key`, made on first use (room for every type known so far). */
function sumsOf(byKey: Map<MeanKey, Sums>, key: MeanKey, i: number): Sums {
  let sums = byKey.get(key);
  if (!sums || 2 * i + 1 >= sums.length) {
    // A plain array of doubles: quicker to make than a typed array, and made several times a decision.
    const grown: Sums = new Array<number>(2 * Math.max(typeIndex.size, sensorTypes.length)).fill(0);
    if (sums) for (let k = 0; k < sums.length; k++) grown[k] = sums[k] ?? 0;
    byKey.set(key, (sums = grown));
  }
  return sums;
}

/** Asks for single sensors answered by a scan of the readings before their map is made. */
const scansBeforeMap = 8;

/** A reading automation may use: good quality and a finite value. */
const good = (
  r: AutomationInput['readings'][number],
): r is AutomationInput['readings'][number] & { v: number } =>
  r.q === 0 && r.v !== null && Number.isFinite(r.v);

/** Adds `v` at type index `i` (flat arrays: a long simulation builds one context per tick). */
function add(sums: Sums, i: number, v: number) {
  // sumsOf made room for index i: the slots are numbers (the `?? 0` only satisfies the index type).
  const n = sums[2 * i + 1] ?? 0;
  sums[2 * i] = n === 0 ? v : (sums[2 * i] ?? 0) + v; // the first as is (a −0 stays −0)
  sums[2 * i + 1] = n + 1;
}

/**
 * One decision's view of the world. A class rather than closures: a long simulation builds one
 * per tick, and per-call closures cost more than the decisions themselves. What the configuration
 * alone decides (actuators by aid and zone, each zone's environment strategy) comes from its
 * lookups, worked out once per configuration (config-lookups.ts).
 */
export class Context {
  readonly now: number;
  readonly previous: number | null;
  /** Seconds since the last call, 0 on the first, at most 600. */
  readonly dtS: number;
  readonly minute: number;
  readonly day: number;
  readonly utcOffsetMin: number;
  readonly config: AutomationConfig;
  readonly state: AutomationState;
  readonly lookups: ConfigLookups;
  private readonly means = new Map<MeanKey, Sums>();
  /** Good readings by sid, made on the first ask (most decisions ask for a few, if any). */
  private sensors: Map<number, number> | null = null;
  private scans = 0;
  private readonly readings: AutomationInput['readings'];
  private readonly setpointCache = new Map<number | null, ZoneSetpoints>();
  private readonly liveStates: Readonly<Record<number, ActuatorLive>>;

  constructor(input: AutomationInput) {
    this.now = input.now;
    this.utcOffsetMin = input.utcOffsetMin;
    this.config = input.config;
    this.state = input.state;
    this.previous = input.state.lastNow;
    this.dtS = this.previous === null ? 0 : Math.min(600, Math.max(0, (input.now - this.previous) / 1000));
    this.minute = localMinute(input.now, input.utcOffsetMin);
    this.day = localDay(input.now, input.utcOffsetMin);
    this.liveStates = input.live;
    this.lookups = lookupsOf(input.config);
    this.readings = input.readings;
    let zone: number | null = null;
    let sums: Sums | null = null;
    let zones: Sums | null = null;
    for (const r of input.readings) {
      if (!good(r)) continue;
      let i = typeIndex.get(r.type);
      if (i === undefined) typeIndex.set(r.type, (i = typeIndex.size)); // not a protocol type: kept all the same
      // Readings come zone by zone: the last zone's sums are usually the ones wanted.
      if (sums === null || zone !== r.zid || 2 * i + 1 >= sums.length) {
        sums = sumsOf(this.means, r.zid, i);
        zone = r.zid;
      }
      add(sums, i, r.v);
      if (r.zid === null) continue;
      if (zones === null || 2 * i + 1 >= zones.length) zones = sumsOf(this.means, 'zones', i);
      add(zones, i, r.v);
    }
  }

  /** A zone's reading of `type` (mean of its good sensors), falling back to the site's. */
  value(zid: number | null, type: SensorType): number | undefined {
    return (zid === null ? undefined : meanOf(this.means.get(zid), type)) ?? this.site(type);
  }

  /** A zone-less reading (weather station, fertigation), falling back to the zones' mean. */
  site(type: SensorType): number | undefined {
    return meanOf(this.means.get(null), type) ?? meanOf(this.means.get('zones'), type);
  }

  /** A sensor's good reading (the last one given). */
  sensor(sid: number): number | undefined {
    if (this.sensors === null && ++this.scans <= scansBeforeMap) {
      // A few asks (fertigation's three sensors) scan the readings: quicker than making the map.
      for (let i = this.readings.length - 1; i >= 0; i--) {
        const r = this.readings[i];
        if (r !== undefined && r.sid === sid && good(r)) return r.v;
      }
      return undefined;
    }
    if (this.sensors === null) {
      this.sensors = new Map();
      for (const r of this.readings) if (good(r)) this.sensors.set(r.sid, r.v);
    }
    return this.sensors.get(sid);
  }

  /** A strategy input through its dataSource when one is configured, else the zone's reading. */
  input(stid: number, zid: number | null, type: DataSource['input']): number | undefined {
    const source = this.lookups.sourceOf(stid, type);
    if (!source) return this.value(zid, type);
    // One pass, no arrays: a strategy reads its inputs on every tick of every zone.
    let first: number | undefined;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let n = 0;
    for (const sid of source.sids) {
      const v = this.sensor(sid);
      if (v === undefined) continue;
      first ??= v;
      if (v < min) min = v;
      if (v > max) max = v;
      sum += v;
      n++;
    }
    if (n === 0) return source.fallbackSid === null ? undefined : this.sensor(source.fallbackSid);
    if (source.mode === 'min') return min;
    if (source.mode === 'max') return max;
    if (source.mode === 'first') return first;
    return sum / n;
  }

  actuator(aid: number): Actuator | undefined {
    return this.lookups.actuators.get(aid);
  }

  /** The enabled actuators of a zone. */
  actuatorsIn(zid: number | null): readonly Actuator[] {
    return this.lookups.byZone.get(zid) ?? none;
  }

  live(aid: number): ActuatorLive {
    return this.liveStates[aid] ?? auto;
  }

  /** A strategy's zones, including those its group policies add. */
  zonesOf(s: Strategy): readonly number[] {
    return this.lookups.zonesOf(s);
  }

  /** The zone's set points from its highest-priority environment strategy. */
  setpoints(zid: number | null): ZoneSetpoints {
    const cached = this.setpointCache.get(zid);
    if (cached) return cached;
    const env = this.lookups.environmentOf(zid);
    let sp: ZoneSetpoints;
    if (env) {
      const p = env.params;
      const isDay = inWindow(this.minute, p.dayStart, p.dayEnd);
      sp = {
        isDay,
        heat: isDay ? p.heatDay : p.heatNight,
        humMax: p.humMax,
        co2: p.co2,
        nightDrop: p.heatDay - p.heatNight,
      };
    } else
      sp = {
        isDay: inWindow(this.minute, '06:00', '18:00'),
        heat: null,
        humMax: null,
        co2: null,
        nightDrop: 0,
      };
    this.setpointCache.set(zid, sp);
    return sp;
  }
}

export function buildContext(input: AutomationInput): Context {
  return new Context(input);
}
