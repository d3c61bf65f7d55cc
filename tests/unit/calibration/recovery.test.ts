/**
 * The calibration on the simulated world: a week of a zone's history made by the model from known,
 * non-default parameters, fitted from the model's defaults. The temperature side (cover, air's heat,
 * pipes) and the crop's transpiration come back within the tolerances below; leakage moves the air
 * like the cover does (its wind-driven heat loss), and the fit's prior holds it between the model's
 * value and the house's, the cover taking up the rest; the vents' discharge coefficient is the
 * loosest (vents open little in March).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fitCalibration, type CalibrationFit } from '../../../model/calibration/index.ts';
import { fallbackCalibration, type CalibrationParams } from '../../../protocol/index.ts';
import { simulatedHistory } from './simulated-history.ts';

/** 2025-01-15 00:00 at UTC+8: a cold week, the heating on every night, the house too cool to vent. */
const winterStart = Date.UTC(2025, 0, 14, 16);

/**
 * Noise-free readings of a heated week that never vents: what the history can tell comes back within
 * 10 %. The cover's loss, the air's heat capacity and the crop's transpiration are fitted; leakage
 * moves the air as the cover does and the pipes' transfer as its ratio to it (the heating follows the
 * measured pipe): both are fitted too, and the prior keeps them near the model's value (this house's
 * own); the vents, never opened, stay at the model's value.
 */
describe('calibration on a noise-free winter week', () => {
  const known: CalibrationParams = {
    ...fallbackCalibration,
    coverHeatTransfer: 8.5,
    airHeatCapacity: 3.9e4,
    transpirationScale: 0.8,
  };
  const identifiable = ['coverHeatTransfer', 'airHeatCapacity', 'transpirationScale'] as const;
  /** Told only against the cover: fitted, held near the model's value by the prior. */
  const ratios = ['leakage', 'pipeTransferScale'] as const;
  const history = () => simulatedHistory({ params: known, days: 7, noise: false, start: winterStart });
  const offBy = (fit: CalibrationFit, k: keyof CalibrationParams) => Math.abs(fit.params[k] / known[k] - 1);

  it('recovers the cover, the air and the crop within 10 %', () => {
    const outcome = fitCalibration(history());
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    expect([...outcome.fit.fitted].sort()).toEqual([...identifiable, ...ratios].sort());
    for (const k of identifiable) expect(offBy(outcome.fit, k), k).toBeLessThan(0.1);
    for (const k of ratios) expect(offBy(outcome.fit, k), k).toBeLessThan(0.2);
    expect(outcome.fit.params.dischargeCoef).toBe(fallbackCalibration.dischargeCoef);
    expect(outcome.fit.after.airTemp).toBeLessThan(outcome.fit.before.airTemp / 2);
    expect(outcome.fit.improves).toBe(true);
  }, 120_000);

  it('is more than 10 % off with the fit skipped: the check above has something to find', () => {
    const outcome = fitCalibration(history(), { maxIterations: 0 });
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    for (const k of identifiable) expect(offBy(outcome.fit, k), k).toBeGreaterThan(0.1);
    // Values that moved nothing predict the held-out day no better: the panel keeps the defaults.
    expect(outcome.fit.improves).toBe(false);
  }, 120_000);
});

const truth: CalibrationParams = {
  ...fallbackCalibration,
  coverHeatTransfer: 8.5,
  leakage: 1.2e-4,
  transpirationScale: 0.8,
};

/** Relative error allowed per parameter. */
const tolerance = {
  coverHeatTransfer: 0.2,
  airHeatCapacity: 0.25,
  transpirationScale: 0.15,
  pipeTransferScale: 0.2,
  dischargeCoef: 0.35,
} as const;

describe('calibration on a simulated week', () => {
  let fit: CalibrationFit;
  beforeAll(() => {
    const outcome = fitCalibration(simulatedHistory({ params: truth, days: 7 }));
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    fit = outcome.fit;
  }, 180_000);

  it('recovers the parameters the history can tell within their tolerance', () => {
    for (const [k, tol] of Object.entries(tolerance) as [keyof typeof tolerance, number][]) {
      expect(fit.fitted).toContain(k);
      expect(Math.abs(fit.params[k] / truth[k] - 1), k).toBeLessThan(tol);
    }
  });

  it("fits leakage, held by the prior between the model's value and the house's", () => {
    expect(fit.fitted).toContain('leakage');
    expect(fit.params.leakage).toBeGreaterThan(fallbackCalibration.leakage);
    expect(fit.params.leakage).toBeLessThan(truth.leakage);
  });

  it('predicts the held-out day better than the model defaults', () => {
    expect(fit.after.airTemp).toBeLessThan(fit.before.airTemp);
    expect(fit.after.airHum).toBeLessThan(fit.before.airHum);
    expect(fit.after.airTemp).toBeLessThan(1);
    expect(fit.heldOutDay).toBe('2025-03-26');
    expect(fit.heldOut.times).toHaveLength(144);
    expect(fit.heldOut.after.airTemp).toHaveLength(144);
  });

  it('gives the same answer twice', () => {
    const again = fitCalibration(simulatedHistory({ params: truth, days: 7 }));
    expect(again.ok && again.fit.params).toEqual(fit.params);
  }, 180_000);
});

/**
 * The prior at work: a house built with the model's own values, read with the sensors' noise. Least
 * squares alone buys the replay's misses with leakage, more than twice the model's value; with the
 * prior it stays near it, and the held-out day is predicted better.
 */
describe("the fit's prior", () => {
  it("keeps leakage, which the week tells only against the cover, near the model's value", () => {
    const history = simulatedHistory({ params: fallbackCalibration, days: 7 });
    const withPrior = fitCalibration(history);
    const alone = fitCalibration(history, { prior: false });
    if (!withPrior.ok || !alone.ok) throw new Error('refused');
    const leakage = (o: { fit: CalibrationFit }) => o.fit.params.leakage / fallbackCalibration.leakage;
    expect(leakage(alone)).toBeGreaterThan(2);
    expect(leakage(withPrior)).toBeLessThan(1.4);
    expect(withPrior.fit.after.airTemp).toBeLessThan(alone.fit.after.airTemp);
  }, 120_000);
});
