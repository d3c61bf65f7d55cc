/**
 * The simulated greenhouse: zones stepped under one outside weather and one fertigation mixer.
 * `step` holds the inputs constant and integrates with explicit Euler in sub-steps of at most 10 s
 * (smaller when fans or vents make the air fast; a what-if run may allow up to 20 s, or linearly
 * implicit long sub-steps up to 100 s, see `maxSubStepS`); `readings` gives true sensor values.
 */
import { defaultParams } from './default-params.ts';
import {
  createMixerState,
  defaultTanks,
  filterFlowFactor,
  stepMixer,
  type MixerInputs,
  type MixerState,
  type TankSpec,
} from './mixer.ts';
import type { GreenhouseParams } from './params.ts';
import { co2FromPpm, vapourFromRh } from './psychro.ts';
import { allValues, linePressure, weightedValues, zoneValues, type SensorValues } from './sensor-values.ts';
import type { OutsideWeather, Weather } from './weather.ts';
import { createWeatherSpan } from './weather-span.ts';
import { stableStepAt, stepZone, zoneVentilation, type KnownForStep } from './zone-balance.ts';
import { idleInputs, type ZoneInputs, type ZoneState } from './zone-state.ts';

/** The longest sub-step a what-if run may ask for, s (long-step.ts). */
export const maxSubStep = 100;

export type ZoneSpec = {
  id: number;
  areaM2: number;
  initial?: Partial<ZoneState>;
  /** The zone's own physics (a zone's calibration) over the greenhouse's params; the mixer keeps those. */
  params?: Partial<GreenhouseParams>;
};

export type GreenhouseOptions = {
  zones: readonly ZoneSpec[];
  weather: Weather;
  params?: Partial<GreenhouseParams>;
  /** Epoch ms; defaults to the weather's start. */
  start?: number;
  tanks?: readonly TankSpec[];
  /**
   * Largest Euler sub-step, s (default 10, the reference). Up to 20 for long what-if runs: the step
   * still shrinks to half the fastest air time constant; model-fast-path.test.ts holds the drift.
   * Past 20 s, fog and transpiration near saturation react faster than one step (measured).
   * Past 10 s (the fast path) a step also samples the weather every 2 minutes (weather-span.ts) and
   * takes its powers as exp(y·ln x) (powers.ts); at 10 s and below the results are the reference's.
   * Past 20 s, up to 100 (long steps): sub-steps of that length, whatever the air's time constants,
   * linearly implicit (long-step.ts), the weather taken at each sub-step's middle when a step
   * spans several.
   */
  maxSubStepS?: number;
};

export type GreenhouseInputs = {
  zones?: Readonly<Record<number, Partial<ZoneInputs>>>;
  mixer?: Partial<MixerInputs>;
};

export type Greenhouse = {
  readonly zoneIds: readonly number[];
  /** The zones and their floor areas, m² (changes with setZones). */
  readonly zones: readonly { id: number; areaM2: number }[];
  /**
   * Makes the model's zones these (a controller's zones added or deleted at run time): a new zone
   * starts in balance with the outside air (or its `initial`), a missing one is dropped, a kept one
   * keeps its state and its own params and takes the new area. Returns whether anything changed.
   */
  setZones(specs: readonly ZoneSpec[]): boolean;
  readonly params: Readonly<GreenhouseParams>;
  /** Simulated epoch ms. */
  now(): number;
  /** Advances dtSeconds with the inputs held; zones not named get idle inputs. */
  step(dtSeconds: number, inputs?: GreenhouseInputs): void;
  /** True value of every sensor type for a zone; zone null: area-weighted over the zones. */
  /** Cached until the next step: treat the result as read-only. */
  readings(zoneId: number | null): Readonly<SensorValues>;
  /** A copy of a zone's state (throws on an unknown zone). */
  zone(zoneId: number): ZoneState;
  outside(): OutsideWeather;
  mixer(): MixerState;
  /** Changes the centre's tanks or filter in place (refill, a fault); readings follow. */
  editMixer(edit: (m: MixerState) => void): void;
  /** bar, for the irrigation pressure alarm. */
  pressure(): number;
};

export function createGreenhouse(options: GreenhouseOptions): Greenhouse {
  const p: GreenhouseParams = { ...defaultParams, ...options.params };
  const cap = options.maxSubStepS ?? 10;
  if (!(cap > 0 && cap <= maxSubStep))
    throw new Error(`[model] greenhouse: maxSubStepS ${cap} must be in (0, ${maxSubStep}]`);
  const longSteps = cap > 20;
  let now = options.start ?? options.weather.start;
  let weather = options.weather.at(now);
  /** Per zone, its state and the inputs of the current step: as given, and with the mixer's EC/pH filled in. */
  type Zone = {
    id: number;
    area: number;
    /** The greenhouse's params, or a copy with the zone's own over them. */
    p: GreenhouseParams;
    state: ZoneState;
    given: ZoneInputs;
    resolved: ZoneInputs;
    g: number;
    /** What the sub-step hands the zone's step (stepZone's `known`). */
    known: KnownForStep;
  };
  const zones = new Map<number, Zone>();
  const paramsOf = (spec: ZoneSpec): GreenhouseParams => (spec.params ? { ...p, ...spec.params } : p);
  const zoneOf = (spec: ZoneSpec, weather: OutsideWeather): Zone => ({
    id: spec.id,
    area: spec.areaM2,
    p: paramsOf(spec),
    state: { ...initialZone(weather, paramsOf(spec)), ...spec.initial },
    given: idleInputs,
    resolved: { ...idleInputs },
    g: 0,
    known: { g: 0, outVapour: 0, satTemp: NaN, sat: 0, fastPowers: cap > 10, longSteps },
  });
  const checked = (specs: readonly ZoneSpec[]) => {
    const ids = new Set<number>();
    for (const spec of specs) {
      if (ids.has(spec.id)) throw new Error(`[model] greenhouse: zone ${spec.id} given twice`);
      if (!(spec.areaM2 > 0)) throw new Error(`[model] greenhouse: zone ${spec.id} needs an area > 0`);
      ids.add(spec.id);
    }
    return specs;
  };
  for (const spec of checked(options.zones)) zones.set(spec.id, zoneOf(spec, weather));
  let zoneList = [...zones].map(([id, z]) => ({ id, areaM2: z.area }));
  let zoneIds = zoneList.map((z) => z.id);
  /** The zones in order, for the sub-step loop (a Map's iterator costs per sub-step). */
  let stepped = [...zones.values()];
  /** Sub-steps past the reference's 10 s: the weather interpolated within each step. */
  const span = cap > 10 ? createWeatherSpan() : null;
  const mixer = createMixerState(options.tanks ?? defaultTanks, p);
  // Readings are cached until the next step: a controller reads every zone several times a tick.
  let cache = new Map<number | null, Readonly<SensorValues>>();

  const step = (dtSeconds: number, inputs: GreenhouseInputs = {}) => {
    if (!(dtSeconds >= 0) || !Number.isFinite(dtSeconds))
      throw new Error(`[model] step(${dtSeconds}): dt must be >= 0`);
    const mixerIn: MixerInputs = {
      active: false,
      ecTarget: p.rawWaterEc,
      phTarget: p.rawWaterPh,
      ...inputs.mixer,
    };
    let flow = 0;
    // A clogging filter lets less through: every zone's drippers get the same share.
    const passed = filterFlowFactor(mixer, p);
    for (const zone of stepped) {
      const asked = { ...idleInputs, ...inputs.zones?.[zone.id] };
      const given = passed < 1 ? { ...asked, irrigation: asked.irrigation * passed } : asked;
      zone.given = given;
      zone.resolved = { ...given };
      zone.g = 0;
      flow += Math.max(0, given.irrigation) * zone.area;
    }
    // The sub-step loop allocates nothing: a year of what-if runs it millions of times. The fast
    // path (sub-steps past 10 s) samples the weather every 2 minutes of the step (weather-span.ts).
    const end = now + dtSeconds * 1000;
    const spanned = span !== null && dtSeconds > cap;
    if (spanned) span.begin(options.weather, now, dtSeconds, weather);
    let left = dtSeconds;
    while (left > 1e-9) {
      // A long step is as long as allowed, its weather taken at its middle (second order in time).
      const long = longSteps ? Math.min(cap, left) : 0;
      const w = spanned ? span.at(dtSeconds - left + long / 2) : weather;
      let dt = cap;
      for (const zone of stepped) {
        zone.g = zoneVentilation(zone.given, zone.state, w, zone.p);
        if (!longSteps) dt = Math.min(dt, stableStepAt(zone.g, zone.p, cap));
      }
      dt = Math.min(dt, left);
      stepMixer(mixer, mixerIn, flow, dt, p);
      const outVapour = spanned ? span.outVapour : vapourFromRh(w.outTemp, w.outHum);
      for (const zone of stepped) {
        // Written only when they change: a number stored where null stood is boxed at every store.
        const ec = zone.given.irrigationEC ?? mixer.ec;
        const ph = zone.given.irrigationPH ?? mixer.ph;
        if (zone.resolved.irrigationEC !== ec) zone.resolved.irrigationEC = ec;
        if (zone.resolved.irrigationPH !== ph) zone.resolved.irrigationPH = ph;
        zone.known.g = zone.g;
        zone.known.outVapour = outVapour;
        stepZone(zone.state, zone.resolved, w, dt, zone.p, zone.known);
      }
      left -= dt;
      now += dt * 1000;
      if (!spanned) weather = options.weather.at(now);
    }
    if (spanned) weather = (now === end && span.end()) || options.weather.at(now);
    cache = new Map();
  };

  const find = (zoneId: number) => {
    const zone = zones.get(zoneId);
    if (!zone) throw new Error(`[model] greenhouse: no zone ${zoneId}`);
    return zone;
  };

  const readings = (zoneId: number | null): Readonly<SensorValues> => {
    const hit = cache.get(zoneId);
    if (hit) return hit;
    const zone =
      zoneId !== null
        ? zoneValues(find(zoneId).state, find(zoneId).p)
        : // Each zone's own readings (cached, the same numbers as zoneValues) weighted by its area.
          weightedValues(stepped.map((z) => ({ area: z.area, values: readings(z.id) })));
    const values = allValues(zone, weather, mixer);
    cache.set(zoneId, values);
    return values;
  };

  const setZones = (specs: readonly ZoneSpec[]): boolean => {
    const wanted = new Map(checked(specs).map((spec) => [spec.id, spec]));
    let changed = false;
    for (const id of [...zones.keys()]) {
      if (wanted.has(id)) continue;
      zones.delete(id);
      changed = true;
    }
    for (const [id, spec] of wanted) {
      const zone = zones.get(id);
      if (zone && zone.area === spec.areaM2) continue;
      if (zone) zone.area = spec.areaM2;
      else zones.set(id, zoneOf(spec, weather));
      changed = true;
    }
    if (changed) {
      zoneList = [...zones].map(([id, z]) => ({ id, areaM2: z.area }));
      zoneIds = zoneList.map((z) => z.id);
      stepped = [...zones.values()];
      cache = new Map();
    }
    return changed;
  };

  return {
    get zoneIds() {
      return zoneIds;
    },
    get zones() {
      return zoneList;
    },
    setZones,
    params: p,
    now: () => now,
    step,
    readings,
    zone: (zoneId) => ({ ...find(zoneId).state }),
    outside: () => ({ ...weather }),
    mixer: () => ({ ...mixer, mixTank: { ...mixer.mixTank }, tanks: mixer.tanks.map((t) => ({ ...t })) }),
    editMixer(edit) {
      edit(mixer);
      cache = new Map();
    },
    pressure: () => linePressure(mixer, p),
  };
}

/** A zone in balance with the outside air, its slab at 60 % water and EC 2.5. */
function initialZone(w: OutsideWeather, p: GreenhouseParams): ZoneState {
  const water = 0.6 * p.slabVolume;
  return {
    airTemp: w.outTemp,
    pipeTemp: w.outTemp,
    slabTemp: w.outTemp,
    vapour: vapourFromRh(w.outTemp, w.outHum),
    co2: co2FromPpm(p.outsideCo2Ppm),
    slabWater: water,
    slabSalt: water * 2.5,
    slabPH: 6,
    ventRate: 0,
    insideLight: 0,
    lampPar: 0,
    irrigation: 0,
    supplyEC: 2.5,
    supplyPH: 5.8,
    heat: 0,
    irrigated: 0,
    drained: 0,
    transpired: 0,
  };
}
