/**
 * The long sub-steps of a what-if run (`maxSubStepS` past 20 s, up to 100): air temperature, vapour
 * and pipe temperature advance linearly implicit (a Rosenbrock step of order 2, the trapezoid on
 * the balances' Jacobian) from the slopes stepZone worked out, with the weather taken at the
 * sub-step's middle (model.ts). Explicit Euler past 20 s let fog and transpiration near saturation
 * outrun a step (the air drifted by several kelvin at 30 s); this stays within the fast-path test's
 * bounds of the 10 s reference at 60 and 100 s (model-fast-path.test.ts), in a fifth of the sub-steps.
 * CO₂ takes its exchange term implicitly; the slab drains linearly implicit (zone-balance.ts).
 */
import type { GreenhouseParams } from './params.ts';
import type { ZoneState } from './zone-state.ts';

/** What stepZone hands over: the slopes at the sub-step's start and the parts of their Jacobian. */
export type Slopes = {
  /** dT/dt, K s⁻¹; dC_v/dt, kg m⁻³ s⁻¹; dT_p/dt, K s⁻¹; dC_c/dt, kg m⁻³ s⁻¹. */
  air: number;
  vapour: number;
  pipe: number;
  co2: number;
  /** The ventilation rate g, m s⁻¹, and the air's loss coefficient U + 1290·g, W m⁻² K⁻¹. */
  g: number;
  airLoss: number;
  /** C_sat at the air temperature and at the cover's, kg m⁻³; the cover temperature, °C. */
  sat: number;
  coverSat: number;
  coverTemp: number;
  /** Fog asked for, kg m⁻² s⁻¹ (before the saturation cut). */
  fogIn: number;
  /** Transpiration per kg m⁻³ of deficit (vH term) and the radiation term at full dryness, kg m⁻² s⁻¹. */
  vpdCoef: number;
  radTerm: number;
  /** Q_pipe, W m⁻², and the pipe's excess temperature T_p − T, K. */
  qPipe: number;
  dPipe: number;
};

/** d ln C_sat / dT at tempC (Tetens over the ideal gas law). */
const satLogSlope = (tempC: number) =>
  (17.27 * 237.3) / ((tempC + 237.3) * (tempC + 237.3)) - 1 / (tempC + 273.15);

/**
 * Advances air temperature, vapour, pipe and CO₂ by dt from `sl` (worked out at the state as it
 * stands). The caller caps the vapour at the new C_sat.
 */
export function longStep(s: ZoneState, sl: Slopes, dt: number, p: GreenhouseParams): void {
  const T = s.airTemp;
  const v = s.vapour;
  const sat = sl.sat;
  const lnSat = satLogSlope(T);
  // ∂Q_pipe/∂T (Q_pipe = k·|T_p − T|^1.32·sign): the pipe's coupling to the air.
  const dq = sl.dPipe === 0 ? 0 : (1.32 * sl.qPipe) / sl.dPipe;
  // Fog and the radiation term fall linearly from 90 % RH to saturation: their slopes in that band.
  const dryness = (sat - v) / (0.1 * sat);
  const band = dryness > 0 && dryness < 1;
  const fogSlope = band ? sl.fogIn / (0.1 * sat) : 0;
  const radSlope = band ? sl.radTerm / (0.1 * sat) : 0;
  const vpdSlope = sat > v ? sl.vpdCoef : 0;
  // Each flux's partial derivatives in vapour and in air temperature (C_sat' = C_sat·lnSat).
  const evapDv = -(fogSlope + radSlope + vpdSlope);
  const evapDt = (fogSlope + radSlope) * v * lnSat + vpdSlope * sat * lnSat;
  const condensing = v > sl.coverSat;
  const condDv = condensing ? p.condensationCoef : 0;
  const condDt = condensing
    ? -p.condensationCoef * sl.coverSat * satLogSlope(sl.coverTemp) * (1 - p.coverOutsideWeight)
    : 0;
  const fogDt = fogSlope * v * lnSat;
  const jTT = (-dq - sl.airLoss - p.latentHeat * fogDt) / p.airHeatCapacity;
  const jTv = (p.latentHeat * fogSlope) / p.airHeatCapacity;
  const jTp = dq / p.airHeatCapacity;
  const jvT = (evapDt - condDt) / p.meanHeight;
  const jvv = (evapDv - sl.g - condDv) / p.meanHeight;
  const jpT = dq / p.pipeHeatCapacity;
  const jpp = -dq / p.pipeHeatCapacity;
  // (I − dt/2·J)·Δ = dt·f, J's only zeros are vapour↔pipe: eliminate pipe and vapour, solve for T.
  const h = dt / 2;
  const a11 = 1 - h * jTT;
  const a12 = -h * jTv;
  const a13 = -h * jTp;
  const a21 = -h * jvT;
  const a22 = 1 - h * jvv;
  const a31 = -h * jpT;
  const a33 = 1 - h * jpp;
  const r1 = dt * sl.air;
  const r2 = dt * sl.vapour;
  const r3 = dt * sl.pipe;
  const dT = (r1 - (a12 * r2) / a22 - (a13 * r3) / a33) / (a11 - (a12 * a21) / a22 - (a13 * a31) / a33);
  s.airTemp = T + dT;
  s.vapour = v + (r2 - a21 * dT) / a22;
  s.pipeTemp += (r3 - a31 * dT) / a33;
  s.co2 = Math.max(0, s.co2 + (dt * sl.co2) / (1 + (h * sl.g) / p.meanHeight));
}
