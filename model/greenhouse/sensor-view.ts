/**
 * What a sensor makes of a true value: its calibration offset and noise. Faults (stuck, drift,
 * dropout, offline) are applied after this by simulator/faults.ts; this is the seam they wrap.
 */
import type { SensorType } from '../../protocol/index.ts';

export type SensorViewOptions = {
  /** Calibration offset added to the value (the protocol sensor record's `offset`). */
  offset?: number;
  /** Standard deviation of the noise, in the sensor's unit. */
  noise?: number;
  /** Uniform [0, 1) draws; required when noise > 0. Three draws per call whatever the noise. */
  random?: () => number;
  /** Rounds to this many decimals (none when omitted). */
  decimals?: number;
};

/** trueValue + offset + noise·N(0, 1); N from three uniforms (Irwin-Hall), so draw counts are fixed. */
export function sensorView(trueValue: number, options: SensorViewOptions = {}): number {
  const { offset = 0, noise = 0, random, decimals } = options;
  return viewed(trueValue, offset, noise, random, decimals);
}

/** sensorView with its options as arguments (every sensor is read on every tick of a long run). */
export function viewed(
  trueValue: number,
  offset: number,
  noise: number,
  random: (() => number) | undefined,
  decimals?: number,
): number {
  let value = trueValue + offset;
  if (random) {
    const n = (random() + random() + random() - 1.5) * 2;
    value += noise * n;
  } else if (noise > 0) {
    throw new Error('[model] sensorView: noise needs a random source');
  }
  if (decimals === undefined) return value;
  const scale = Math.pow(10, decimals);
  return Math.round(value * scale) / scale;
}

/** Typical absolute noise (1 σ) of each sensor type, in its unit (datasheet-order values, assumed). */
const sensorNoise: Readonly<Record<SensorType, number>> = {
  airTemp: 0.1,
  airHum: 1,
  co2: 10,
  light: 5,
  par: 1,
  soilTemp: 0.1,
  soilMoist: 0.5,
  soilEC: 0.05,
  soilPH: 0.02,
  outTemp: 0.1,
  outHum: 1,
  windSpeed: 0.2,
  windDir: 3,
  rain: 0,
  radiation: 0.5,
  ec: 0.02,
  ph: 0.02,
  flow: 0.2,
  tankLevel: 0.2,
  pipeTemp: 0.2,
  supplyTemp: 0.2,
  returnTemp: 0.2,
};

/** Noise that grows with the value (fraction of it): light sensors err in % of reading (assumed). */
const sensorRelativeNoise: Readonly<Partial<Record<SensorType, number>>> = {
  light: 0.02,
  par: 0.02,
  radiation: 0.02,
  flow: 0.01,
};

/** What a sensor type's readings are made of: its noise (σ = sigma + relative·|value|) and range. */
export type TypeView = { sigma: number; relative: number; low: number; high: number };

/** Per type, its view, worked out on first use (sensors are read on every tick). */
const views = new Map<string, TypeView>();

export function typeView(type: SensorType): TypeView {
  let view = views.get(type);
  if (!view) {
    const low = type === 'outTemp' || type === 'airTemp' || type.endsWith('Temp') ? -60 : 0;
    const high =
      type === 'airHum' || type === 'outHum' || type === 'soilMoist' || type === 'tankLevel' ? 100 : Infinity;
    views.set(
      type,
      (view = { sigma: sensorNoise[type], relative: sensorRelativeNoise[type] ?? 0, low, high }),
    );
  }
  return view;
}

/** The noise σ of a sensor of `type` reading `value`. */
export function noiseSigma(type: SensorType, value: number): number {
  const view = typeView(type);
  return view.sigma + view.relative * Math.abs(value);
}

/** Clamps a viewed value into its physical range (no negative light, humidity ≤ 100 %). */
export function physicalRange(type: SensorType, value: number): number {
  const view = typeView(type);
  return value < view.low ? view.low : value > view.high ? view.high : value;
}
