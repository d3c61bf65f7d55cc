/**
 * A zone's model calibration from its own history: at most six parameters fitted by least squares
 * (Levenberg-Marquardt) to the measured air temperature and humidity, the last day held out to judge
 * the fit against the model's own values. Deterministic: the same history gives the same answer.
 */
import { levenbergMarquardt } from 'ml-levenberg-marquardt';
import {
  calibratedParams,
  fallbackCalibration,
  type CalibratedParam,
  type CalibrationParams,
} from '../../protocol/index.ts';
import { dayMs, gridMs, gridOf, offsetAt, type Refusal, type ZoneHistory } from './history.ts';
import { replayDecisions } from './replay.ts';
import { simulate, gridWeather, type Simulated } from './simulate.ts';

/** %RH that weigh as much as 1 K in the fit (a humidity sensor's error is some 4× a thermometer's). */
export const humPerK = 4;
/** Slots at the start left out of the error while the model's slab and pipes settle (3 h). */
const settleSlots = 18;
/** A parameter moving its whole range must change the fit's error by this RMS (K) to be fitted. */
const identifiableK = 0.05;
const slotsPerDay = dayMs / gridMs;
/**
 * The fit's prior: what the history barely tells stays near the model's value instead of running to
 * the edge of its range. Each fitted parameter's distance from the model's value, in `priorSpread`
 * of its (log) range, is an error of its own, weighed so that moving that far must lower the fit's
 * mean square error by `priorK`² (K², humidity weighed as above). A quarter of the range is what the
 * fixtures' houses are off the model (20-40 %); 0.2 K is the weight that previewed best on the
 * what-if bench (0.1 and 0.3 K both worse: docs/performance.md, "What-if").
 */
const priorSpread = 0.25;
const priorK = 0.2;

export type HeldOutCurves = {
  times: number[];
  measured: { airTemp: number[]; airHum: number[] };
  before: { airTemp: number[]; airHum: number[] };
  after: { airTemp: number[]; airHum: number[] };
};

export type CalibrationFit = {
  params: CalibrationParams;
  /**
   * The parameters the history moved, each fitted (the prior keeps one it tells little about near the
   * model's value); the rest, never exercised or moving nothing, stay at the model's own value.
   */
  fitted: CalibratedParam[];
  trainedFrom: number;
  trainedTo: number;
  /** YYYY-MM-DD, the farm's local date of the held-out day's middle. */
  heldOutDay: string;
  before: { airTemp: number; airHum: number };
  after: { airTemp: number; airHum: number };
  heldOut: HeldOutCurves;
  /**
   * Whether the fitted values predict the held-out day better than the model's own, judged as the
   * fit weighs its error (1 K as much as `humPerK` %RH). When not, keep the model's values: a fit
   * that strained to follow the training days (parameters at the edge of their range) says more
   * about the days than about the house.
   */
  improves: boolean;
  /** Levenberg-Marquardt iterations and model runs made. */
  iterations: number;
  runs: number;
};

export type CalibrationOutcome = { ok: true; fit: CalibrationFit } | { ok: false; refusal: Refusal };

/** The calibrated parameters in the contract's order (the compiler checks each is one). */
const names: readonly CalibratedParam[] = [
  'coverHeatTransfer',
  'leakage',
  'dischargeCoef',
  'airHeatCapacity',
  'transpirationScale',
  'pipeTransferScale',
];

/** A parameter on its range's log scale, 0..1 (the ranges span 2× to 80×). */
const toUnit = (k: CalibratedParam, v: number) => {
  const r = calibratedParams[k];
  return Math.log(v / r.min) / Math.log(r.max / r.min);
};
const fromUnit = (k: CalibratedParam, u: number) => {
  const r = calibratedParams[k];
  const clamped = Math.min(1, Math.max(0, u));
  return Math.min(r.max, Math.max(r.min, r.min * Math.pow(r.max / r.min, clamped)));
};

export type FitOptions = {
  maxIterations?: number;
  /** false: least squares alone, without the prior (what the prior is for, shown by a test). */
  prior?: boolean;
};

export function fitCalibration(h: ZoneHistory, options: FitOptions = {}): CalibrationOutcome {
  const gridded = gridOf(h);
  if (!gridded.ok) return gridded;
  const { grid } = gridded;
  const replay = replayDecisions(h, grid);
  if (!replay.heated && !replay.vented) {
    const message =
      'No heating and no venting in the history: the cover, the vents and the pipes cannot be told apart.';
    return { ok: false, refusal: { kind: 'noHeatingOrVenting', message } };
  }
  const slots = grid.times.length;
  const heldFrom = slots - slotsPerDay;
  const weather = gridWeather(grid);
  // gridOf made both series (a missing one was refused); unmeasured slots are NaN either way.
  const temp = grid.values.airTemp ?? new Float64Array(slots).fill(NaN);
  const hum = grid.values.airHum ?? new Float64Array(slots).fill(NaN);
  const used: number[] = [];
  for (let i = settleSlots; i < heldFrom; i++) if (grid.measured[i] && !Number.isNaN(hum[i])) used.push(i);
  const y = new Float64Array(used.length * 2);
  used.forEach((slot, j) => {
    y[2 * j] = temp[slot] ?? NaN;
    y[2 * j + 1] = (hum[slot] ?? NaN) / humPerK;
  });
  let runs = 0;
  const run = (p: CalibrationParams, upTo: number): Simulated => {
    runs++;
    return simulate(grid, replay, h.zone, p, upTo, weather);
  };

  // Which parameters the data can tell: none the history never exercised, none whose range barely
  // moves the simulated air. Two that move it alike (the cover's loss against the pipes' heat,
  // leakage against the cover's loss) are both fitted: the prior below keeps the pair near the
  // model's values where the data hold only their ratio.
  const base = run(fallbackCalibration, heldFrom);
  const fitted: CalibratedParam[] = [];
  for (const k of names) {
    if (k === 'pipeTransferScale' && !replay.heated) continue;
    if (k === 'dischargeCoef' && !replay.vented) continue;
    const u = toUnit(k, fallbackCalibration[k]);
    const sim = run({ ...fallbackCalibration, [k]: fromUnit(k, u > 0.5 ? u - 0.25 : u + 0.25) }, heldFrom);
    let sq = 0;
    for (const slot of used) {
      sq += ((sim.airTemp[slot] ?? NaN) - (base.airTemp[slot] ?? NaN)) ** 2;
      sq += (((sim.airHum[slot] ?? NaN) - (base.airHum[slot] ?? NaN)) / humPerK) ** 2;
    }
    if (Math.sqrt(sq / (2 * used.length)) > identifiableK / 4) fitted.push(k);
  }

  const paramsOfUnits = (units: readonly number[]): CalibrationParams => {
    const p = { ...fallbackCalibration };
    fitted.forEach((k, i) => (p[k] = fromUnit(k, units[i] ?? NaN)));
    return p;
  };
  let cacheKey = '';
  let cached: Simulated = base;
  const model = (units: number[]) => {
    const key = units.join(',');
    if (key !== cacheKey) {
      cached = run(paramsOfUnits(units), heldFrom);
      cacheKey = key;
    }
    const sim = cached;
    return (x: number) => {
      if (x >= y.length) {
        const i = x - y.length;
        return (priorWeight * ((units[i] ?? NaN) - (prior[i] ?? NaN))) / priorSpread;
      }
      const slot = used[x >> 1] ?? 0;
      return x & 1 ? (sim.airHum[slot] ?? NaN) / humPerK : (sim.airTemp[slot] ?? NaN);
    };
  };
  const prior = fitted.map((k) => toUnit(k, fallbackCalibration[k]));
  const priorWeight = options.prior === false ? 0 : Math.sqrt(y.length) * priorK;
  let units = [...prior];
  let iterations = 0;
  if (fitted.length > 0) {
    // The data, then one zero per fitted parameter for the prior's errors.
    const x = Array.from({ length: y.length + fitted.length }, (_, i) => i);
    const target = Float64Array.from({ length: x.length }, (_, i) => (i < y.length ? (y[i] ?? NaN) : 0));
    const out = levenbergMarquardt({ x, y: target }, model, {
      initialValues: units,
      minValues: fitted.map(() => 0),
      maxValues: fitted.map(() => 1),
      gradientDifference: 0.01,
      damping: 1,
      maxIterations: options.maxIterations ?? 10,
      errorTolerance: 1e-6,
    });
    units = out.parameterValues;
    iterations = out.iterations;
  }
  const params = paramsOfUnits(units);

  const before = run(fallbackCalibration, slots);
  const after = run(params, slots);
  const heldSlots: number[] = [];
  for (let i = heldFrom; i < slots; i++) {
    if (!grid.measured[i] || Number.isNaN(hum[i])) continue;
    heldSlots.push(i);
  }
  const rmse = (sim: Simulated) => {
    let t = 0;
    let r = 0;
    for (const i of heldSlots) {
      t += ((sim.airTemp[i] ?? NaN) - (temp[i] ?? NaN)) ** 2;
      r += ((sim.airHum[i] ?? NaN) - (hum[i] ?? NaN)) ** 2;
    }
    const n = Math.max(1, heldSlots.length);
    return { airTemp: Math.sqrt(t / n), airHum: Math.sqrt(r / n) };
  };
  const curve = (a: Float64Array) => Array.from(a.subarray(heldFrom));
  const heldOut: HeldOutCurves = {
    times: grid.times.slice(heldFrom),
    measured: { airTemp: curve(temp), airHum: curve(hum) },
    before: { airTemp: curve(before.airTemp), airHum: curve(before.airHum) },
    after: { airTemp: curve(after.airTemp), airHum: curve(after.airHum) },
  };
  const heldMiddle = (grid.times[heldFrom] ?? NaN) + dayMs / 2;
  const middle = heldMiddle + offsetAt(h, heldMiddle) * 60_000;
  const judged = { before: rmse(before), after: rmse(after) };
  const score = (e: { airTemp: number; airHum: number }) => e.airTemp ** 2 + (e.airHum / humPerK) ** 2;
  return {
    ok: true,
    fit: {
      params,
      fitted,
      trainedFrom: grid.start,
      trainedTo: grid.times[heldFrom] ?? NaN,
      heldOutDay: new Date(middle).toISOString().slice(0, 10),
      before: judged.before,
      after: judged.after,
      heldOut,
      improves: score(judged.after) < score(judged.before),
      iterations,
      runs,
    },
  };
}
