/**
 * What a configuration says whatever the readings (actuators by aid and by zone, each zone's
 * environment strategy, a module's own tables), worked out once per configuration instead of on
 * every decision. Kept per config object and rebuilt when any of its record lists is another
 * array or has another length; records are treated as immutable (the controller's config store
 * replaces a changed record by a new object, and hands automation new lists each time).
 */
import type { Actuator, DataSource, Strategy } from '../../protocol/index.ts';
import { zonesOfStrategy } from '../../protocol/live/zone-coverage.ts';
import type { AutomationConfig } from './types.ts';

export type EnvironmentStrategy = Extract<Strategy, { kind: 'environment' }>;

const lists = [
  'actuator',
  'valve',
  'strategy',
  'fog',
  'heating',
  'irrigationPlan',
  'fertRecipe',
  'fertCenter',
  'dataSource',
  'groupPolicy',
] as const satisfies readonly (keyof AutomationConfig)[];

export class ConfigLookups {
  readonly actuators = new Map<number, Actuator>();
  /** Enabled actuators per zone. */
  readonly byZone = new Map<number | null, Actuator[]>();
  private readonly seen: unknown[];
  private readonly lengths: number[];
  private readonly zonesOfStrategy = new Map<Strategy, readonly number[]>();
  private readonly environments = new Map<number | null, EnvironmentStrategy | null>();
  private readonly derived = new Map<(config: AutomationConfig) => unknown, unknown>();
  /** A strategy's configured input sources, by stid then input (the first record of each wins). */
  private readonly sources = new Map<number, Map<DataSource['input'], DataSource>>();

  constructor(readonly config: AutomationConfig) {
    this.seen = lists.map((key) => config[key]);
    this.lengths = lists.map((key) => config[key]?.length ?? -1);
    for (const d of config.dataSource ?? []) {
      let inputs = this.sources.get(d.stid);
      if (!inputs) this.sources.set(d.stid, (inputs = new Map<DataSource['input'], DataSource>()));
      if (!inputs.has(d.input)) inputs.set(d.input, d);
    }
    for (const a of config.actuator) {
      this.actuators.set(a.aid, a);
      if (!a.enabled) continue;
      const list = this.byZone.get(a.zid);
      if (list) list.push(a);
      else this.byZone.set(a.zid, [a]);
    }
  }

  /** Whether these lookups still describe `config` (the same lists, of the same lengths). */
  fits(config: AutomationConfig): boolean {
    return lists.every((key, i) => {
      const list = config[key];
      return list === this.seen[i] && (list?.length ?? -1) === this.lengths[i];
    });
  }

  /** The data source configured for a strategy's input, if any. */
  sourceOf(stid: number, input: DataSource['input']): DataSource | undefined {
    return this.sources.get(stid)?.get(input);
  }

  /** A strategy's zones, including those its group policies add (protocol/live/zone-coverage.ts). */
  zonesOf(s: Strategy): readonly number[] {
    let zones = this.zonesOfStrategy.get(s);
    if (!zones) {
      zones = zonesOfStrategy(s, this.config.groupPolicy ?? []);
      this.zonesOfStrategy.set(s, zones);
    }
    return zones;
  }

  /** The zone's highest-priority enabled environment strategy (ties: the lower stid); null: none. */
  environmentOf(zid: number | null): EnvironmentStrategy | null {
    let env = this.environments.get(zid);
    if (env !== undefined) return env;
    env = null;
    for (const s of this.config.strategy) {
      if (!s.enabled || s.kind !== 'environment' || (zid !== null && !this.zonesOf(s).includes(zid)))
        continue;
      if (!env || s.priority > env.priority || (s.priority === env.priority && s.stid < env.stid)) env = s;
    }
    this.environments.set(zid, env);
    return env;
  }

  /** `build(config)`, once per configuration: a module's own tables (build is a module-level function). */
  perConfig<T>(build: (config: AutomationConfig) => T): T {
    if (this.derived.has(build)) return this.derived.get(build) as T;
    const value = build(this.config);
    this.derived.set(build, value);
    return value;
  }
}

/**
 * Kept under the actuator list, not the config object: a controller hands automation a new object
 * per tick around the same lists, and the lookups stay valid while the lists are the same.
 */
const known = new WeakMap<readonly Actuator[], ConfigLookups>();

/** The lookups of `config`'s lists, built on their first decision and after any of them changed. */
export function lookupsOf(config: AutomationConfig): ConfigLookups {
  const hit = known.get(config.actuator);
  if (hit?.fits(config)) return hit;
  const lookups = new ConfigLookups(config);
  known.set(config.actuator, lookups);
  return lookups;
}
