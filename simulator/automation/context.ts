/** What every module reads: the clock, readings by zone and sensor, actuators, zone setpoints. */
import type { Actuator, DataSource, SensorType, Strategy } from '../../protocol/index.ts';
import { inWindow, localDay, localMinute } from './local-time.ts';
import type { ActuatorLive, AutomationConfig, AutomationInput, AutomationState } from './types.ts';

/** Day/night set points of a zone from its environment strategy (GREENHOUSE-MODEL.md defaults otherwise). */
export type ZoneSetpoints = {
  isDay: boolean;
  /** °C heating set point now; null without an environment strategy. */
  heat: number | null;
  humMax: number | null;
  co2: number | null;
  /** K the night heating set point lies below the day one (vent set points follow it). */
  nightDrop: number;
};

type Mean = { sum: number; n: number };
type TypeMeans = Map<SensorType, Mean>;
const auto: ActuatorLive = { mode: 'auto' };

const meanOf = (means: TypeMeans | undefined, type: SensorType) => {
  const m = means?.get(type);
  return m ? m.sum / m.n : undefined;
};

function add(
  byKey: Map<number | null | 'zones', TypeMeans>,
  key: number | null | 'zones',
  type: SensorType,
  v: number,
) {
  let means = byKey.get(key);
  if (!means) byKey.set(key, (means = new Map()));
  const m = means.get(type);
  if (m) {
    m.sum += v;
    m.n++;
  } else means.set(type, { sum: v, n: 1 });
}

/**
 * One decision's view of the world. A class rather than closures: a long simulation builds one
 * per tick, and per-call closures cost more than the decisions themselves.
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
  private readonly means = new Map<number | null | 'zones', TypeMeans>();
  private readonly sensors = new Map<number, number>();
  private readonly actuators: Map<number, Actuator>;
  private readonly setpointCache = new Map<number | null, ZoneSetpoints>();
  private readonly liveStates: Readonly<Record<number, ActuatorLive>>;
  private byZone: Map<number | null, Actuator[]> | null = null;

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
    this.actuators = new Map(input.config.actuator.map((a) => [a.aid, a]));
    for (const r of input.readings) {
      if (r.q !== 0 || r.v === null || !Number.isFinite(r.v)) continue;
      this.sensors.set(r.sid, r.v);
      add(this.means, r.zid, r.type, r.v);
      if (r.zid !== null) add(this.means, 'zones', r.type, r.v);
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

  sensor(sid: number): number | undefined {
    return this.sensors.get(sid);
  }

  /** A strategy input through its dataSource when one is configured, else the zone's reading. */
  input(stid: number, zid: number | null, type: DataSource['input']): number | undefined {
    const source = this.config.dataSource?.find((d) => d.stid === stid && d.input === type);
    if (!source) return this.value(zid, type);
    const xs = source.sids.map((sid) => this.sensors.get(sid)).filter((v): v is number => v !== undefined);
    if (xs.length === 0)
      return source.fallbackSid === null ? undefined : this.sensors.get(source.fallbackSid);
    if (source.mode === 'min') return Math.min(...xs);
    if (source.mode === 'max') return Math.max(...xs);
    if (source.mode === 'first') return xs[0];
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  }

  actuator(aid: number): Actuator | undefined {
    return this.actuators.get(aid);
  }

  /** The enabled actuators of a zone. */
  actuatorsIn(zid: number | null): readonly Actuator[] {
    if (!this.byZone) {
      this.byZone = new Map();
      for (const a of this.config.actuator) {
        if (!a.enabled) continue;
        const list = this.byZone.get(a.zid);
        if (list) list.push(a);
        else this.byZone.set(a.zid, [a]);
      }
    }
    return this.byZone.get(zid) ?? [];
  }

  live(aid: number): ActuatorLive {
    return this.liveStates[aid] ?? auto;
  }

  /** A strategy's zones, including those its group policies add. */
  zonesOf(s: Strategy): readonly number[] {
    const groups = this.config.groupPolicy;
    if (!groups?.length) return s.zoneIds;
    const extra = groups.filter((g) => g.strategyIds.includes(s.stid)).flatMap((g) => g.zoneIds);
    return extra.length ? [...new Set([...s.zoneIds, ...extra])] : s.zoneIds;
  }

  /** The zone's set points from its highest-priority environment strategy. */
  setpoints(zid: number | null): ZoneSetpoints {
    const cached = this.setpointCache.get(zid);
    if (cached) return cached;
    let env: Extract<Strategy, { kind: 'environment' }> | undefined;
    for (const s of this.config.strategy) {
      if (!s.enabled || s.kind !== 'environment' || (zid !== null && !this.zonesOf(s).includes(zid)))
        continue;
      if (!env || s.priority > env.priority || (s.priority === env.priority && s.stid < env.stid)) env = s;
    }
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
