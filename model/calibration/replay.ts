/**
 * The zone's actuators over its history, as the controller moved them: its own decisions (decide,
 * from its records) replayed on the measured readings, ideal actuators travelling to the targets.
 * Actuator positions are in no history the app can read (sensor history holds sensors only; the
 * logs say why automation moved, not where everything stood), and the controller decided on these
 * very readings, so this is what it did as long as nobody drove an actuator by hand. Replayed once
 * per history, the fit then steps the model under fixed inputs: the error is smooth in the parameters.
 *
 * The controller decides every 10 s on readings with their noise: a humidity fan trips at 93 %RH on
 * the jitter while the air stands at 91 %RH, which 10-minute samples never show. One replay on one
 * draw of that noise is one of many things the controller might have done; the replay is the mean of
 * `seeds` of them (each on its own seeded stream: the same history gives the same inputs), the
 * expected actuation, which the fit can follow without buying air exchange where it has none.
 */
import type { Reading } from '../../protocol/index.ts';
import { decide } from '../automation/decide.ts';
import type { AutomationConfig } from '../automation/types.ts';
import { initialAutomationState } from '../automation/state.ts';
import { zoneInputsFromActuators } from '../greenhouse/actuator-inputs.ts';
import { defaultParams } from '../greenhouse/default-params.ts';
import { typeView } from '../greenhouse/sensor-view.ts';
import { idleInputs, type ZoneInputs } from '../greenhouse/zone-state.ts';
import { createIdealActuators } from '../greenhouse-loop/ideal-actuators.ts';
import { createRandom } from '../random.ts';
import { gridMs, offsetAt, type Grid, type ZoneHistory } from './history.ts';

/** Seconds between the model's steps under one set of inputs (the mean of the decisions within). */
export const replayStepS = 120;
/** The controller's own cadence, s. */
export const decisionS = 10;
/**
 * Noise draws averaged. Each is a week of decisions every 10 s, some 1.5 s of a fit's time; three
 * previewed no better than two on the what-if bench, one worse (docs/performance.md).
 */
export const replaySeeds = 2;

/** A pipe this much warmer than the air is heating. */
const heatedAboveK = 5;

export type Replay = {
  /** The zone's inputs for each replay step from the grid's start. */
  inputs: ZoneInputs[];
  /** Whether the heating or the vents worked at all. */
  heated: boolean;
  vented: boolean;
};

export type ReplayOptions = {
  /** Noise draws averaged; 0: one replay on the samples as they are, without noise. */
  seeds?: number;
  decisionS?: number;
};

/** Every sensor's series on the grid, held between samples (null before its first). */
function heldReadings(h: ZoneHistory, grid: Grid) {
  const slots = grid.times.length;
  return h.sensors
    .filter((s) => s.enabled && (h.series[s.sid]?.length ?? 0) > 0)
    .map((s) => {
      const values = new Float64Array(slots).fill(NaN);
      for (const [ts, v] of h.series[s.sid] ?? []) {
        const i = Math.round((ts - grid.start) / gridMs);
        if (v !== null && i >= 0 && i < slots) values[i] = v;
      }
      for (let i = 1; i < slots; i++) if (Number.isNaN(values[i])) values[i] = values[i - 1] ?? NaN;
      // Each type's noise and range, looked up once: a week's replay reads every sensor 60,480 times.
      return { sensor: s, values, view: typeView(s.type) };
    });
}

/** The inputs summed over a replay step's decisions and draws (irrigation's EC and pH: the last). */
const summed = ['vent', 'screen', 'curtain', 'fanFlow', 'heat', 'fog', 'co2', 'lamps', 'irrigation'] as const;

export function replayDecisions(h: ZoneHistory, grid: Grid, options: ReplayOptions = {}): Replay {
  const seeds = options.seeds ?? replaySeeds;
  const stepS = seeds > 0 ? (options.decisionS ?? decisionS) : replayStepS;
  const series = heldReadings(h, grid);
  const steps = Math.floor(((grid.times.length - 1) * gridMs) / 1000 / replayStepS);
  const perStep = Math.max(1, Math.round(replayStepS / stepS));
  const inputs: ZoneInputs[] = Array.from({ length: steps }, () => ({ ...idleInputs }));
  for (let seed = 0; seed < Math.max(1, seeds); seed++) {
    // Named by the history's start and zone and the draw: a fit of the same history repeats.
    const random = seeds > 0 ? createRandom(`replay/${grid.start}/${h.zone.id}/${seed}`).next : undefined;
    replayOnce(h, grid, series, { random, stepS, perStep, steps }, inputs);
  }
  const n = perStep * Math.max(1, seeds);
  let heated = false;
  let vented = false;
  for (const input of inputs) {
    for (const k of summed) input[k] /= n;
    if (input.heat > 0) heated = true;
    if (input.vent > 0 || input.fanFlow > 0) vented = true;
  }
  // The pipe thermometer tells the heating better than a replayed valve (simulate.ts).
  const pipe = grid.values.pipeTemp;
  const air = grid.values.airTemp;
  if (pipe && air) heated = pipe.some((t, i) => t - (air[i] ?? NaN) > heatedAboveK);
  return { inputs, heated, vented };
}

/**
 * The records as far as the zone's actuators go: the others' targets move nothing here, and
 * deciding them costs a quarter of the replay. Every reading stays: a strategy may follow the mean
 * or the highest of all the zones' air (dataSource).
 */
export function zoneConfig({ config, zone }: ZoneHistory): AutomationConfig {
  const mine = (x: { zid: number | null }) => x.zid === zone.id;
  return {
    ...config,
    actuator: config.actuator.filter(mine),
    valve: config.valve.filter(mine),
    fog: config.fog.filter(mine),
    heating: config.heating.filter(mine),
  };
}

/** One replay of the history, its inputs added to `sums` step by step. */
function replayOnce(
  h: ZoneHistory,
  grid: Grid,
  series: ReturnType<typeof heldReadings>,
  run: { random: (() => number) | undefined; stepS: number; perStep: number; steps: number },
  sums: ZoneInputs[],
): void {
  const config = zoneConfig(h);
  const { random, stepS, perStep, steps } = run;
  let now = grid.start;
  const actuators = createIdealActuators(config.actuator, config.valve, () => now);
  const zones = [h.zone];
  let state = initialAutomationState();
  for (let k = 0; k < steps; k++) {
    const sum = sums[k];
    if (!sum) continue;
    for (let j = 0; j < perStep; j++) {
      now = grid.start + (k * replayStepS + j * stepS) * 1000;
      // Between two samples the readings are interpolated: a controller decides on fresh readings,
      // and one held 10 minutes makes its proportional vents and heating late.
      const pos = (now - grid.start) / gridMs;
      const slot = Math.floor(pos);
      const f = pos - slot;
      // The samples carry one draw of their noise, the interpolation less of it between them:
      // what is added brings the reading's spread up to the sensor's own.
      const spread = random ? Math.sqrt(Math.max(0, 1 - (1 - f) ** 2 - f ** 2)) : 0;
      const readings: Reading[] = [];
      for (const { sensor, values, view } of series) {
        const a = values[slot] ?? NaN;
        const b = values[slot + 1] ?? a;
        let v = Number.isNaN(b) ? a : a + (b - a) * f;
        if (Number.isNaN(v)) continue;
        if (random && spread > 0) {
          const z = (random() + random() + random() - 1.5) * 2;
          // noiseSigma and physicalRange of sensor-view.ts, on the view looked up above.
          v += z * spread * (view.sigma + view.relative * Math.abs(v));
          v = v < view.low ? view.low : v > view.high ? view.high : v;
        }
        readings.push({ sid: sensor.sid, zid: sensor.zid, type: sensor.type, v, q: 0 });
      }
      const decision = decide({
        now,
        utcOffsetMin: offsetAt(h, now),
        readings,
        config,
        live: actuators.live(),
        state,
      });
      state = decision.state;
      actuators.apply(decision.targets);
      actuators.travel(stepS, now);
      const zone = zoneInputsFromActuators(
        zones,
        actuators.positions(),
        actuators.openValves(),
        defaultParams,
      )[h.zone.id];
      if (!zone) continue;
      for (const key of summed) sum[key] += zone[key] ?? 0;
      sum.irrigationEC = zone.irrigationEC ?? sum.irrigationEC;
      sum.irrigationPH = zone.irrigationPH ?? sum.irrigationPH;
    }
  }
}
