/**
 * One explicit-Euler step of a zone's climate and slab (docs/design/greenhouse-model.md "Balances"); a what-if
 * run's long sub-steps (past 20 s) take air, vapour and pipe linearly implicit instead (long-step.ts).
 * Mutates `s` in place: the model owns its zone states and steps them many times a second.
 */
import { canopyCover, photosynthesis, respiration, transpiration, waterStressFactor } from './crop.ts';
import { longStep, type Slopes } from './long-step.ts';
import type { GreenhouseParams } from './params.ts';
import { power } from './powers.ts';
import { co2FromPpm, satVapourConcentration, vapourFromRh } from './psychro.ts';
import { ventilationRate } from './ventilation.ts';
import type { OutsideWeather } from './weather.ts';
import type { ZoneInputs, ZoneState } from './zone-state.ts';

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Largest stable step for these inputs: half the fastest air time constant, at most `cap` s. */
export function stableStep(
  inp: ZoneInputs,
  s: ZoneState,
  w: OutsideWeather,
  p: GreenhouseParams,
  cap: number,
) {
  return stableStepAt(zoneVentilation(inp, s, w, p), p, cap);
}

/** The zone's air exchange now, m³ m⁻² s⁻¹ (what stableStep and stepZone both start from). */
export function zoneVentilation(inp: ZoneInputs, s: ZoneState, w: OutsideWeather, p: GreenhouseParams) {
  return ventilationRate(ventInput(inp, s, w), p);
}

/** stableStep for a known ventilation rate `g`. */
export function stableStepAt(g: number, p: GreenhouseParams, cap: number) {
  const heatTau = p.airHeatCapacity / (p.coverHeatTransfer + p.ventHeatCapacity * g);
  const vapourTau = p.meanHeight / (g + p.condensationCoef);
  return Math.min(cap, 0.5 * heatTau, 0.5 * vapourTau);
}

function ventInput(inp: ZoneInputs, s: ZoneState, w: OutsideWeather) {
  const screen = Math.max(clamp01(inp.screen), clamp01(inp.curtain));
  return {
    vent: inp.vent,
    screen,
    airTemp: s.airTemp,
    outTemp: w.outTemp,
    windSpeed: w.windSpeed,
    fanFlow: inp.fanFlow,
  };
}

/**
 * Advances the zone by dt seconds under weather `w` and inputs `inp` (EC/pH already resolved).
 * `known` passes what the model already computed this sub-step for the same state, inputs and
 * weather (the ventilation rate, the outside vapour): the same numbers, not computed twice. It also
 * carries the zone's C_sat at the air temperature the last step ended on, which the next step
 * starts from (used only when the temperature is still exactly that one).
 */
export type KnownForStep = {
  g: number;
  outVapour: number;
  satTemp?: number;
  sat?: number;
  /** The what-if fast path's powers (powers.ts); the reference's Math.pow when absent. */
  fastPowers?: boolean;
  /** Sub-steps past 20 s: air, vapour and pipe advance linearly implicit (long-step.ts). */
  longSteps?: boolean;
};

/** The long step's slopes, filled in place (one object: a what-if year steps zones millions of times). */
const slopes: Slopes = {
  air: 0,
  vapour: 0,
  pipe: 0,
  co2: 0,
  g: 0,
  airLoss: 0,
  sat: 0,
  coverSat: 0,
  coverTemp: 0,
  fogIn: 0,
  vpdCoef: 0,
  radTerm: 0,
  qPipe: 0,
  dPipe: 0,
};

export function stepZone(
  s: ZoneState,
  inp: ZoneInputs,
  w: OutsideWeather,
  dt: number,
  p: GreenhouseParams,
  known?: KnownForStep,
): void {
  const screen = clamp01(inp.screen);
  const curtain = clamp01(inp.curtain);
  const pass = (1 - p.screenShading * screen) * (1 - p.curtainShading * curtain);
  const g = known ? known.g : ventilationRate(ventInput(inp, s, w), p);
  const fast = known?.fastPowers === true;
  const T = s.airTemp;

  // Air energy (vH): C_q·dT/dt = Q_pipe + 0.2·I_o·(1 − shading) + lamps − (U + 1290·g)(T − T_o) − L·φ_fog.
  const dPipe = s.pipeTemp - T;
  const qPipe =
    p.pipeConvectionCoef *
    Math.PI *
    p.pipeDiameter *
    p.pipeLengthPerM2 *
    power(Math.abs(dPipe), 0.32, fast) *
    dPipe;
  const solar = p.solarHeatFraction * w.radiation * pass;
  const lampHeat = p.lampPower * clamp01(inp.lamps);
  const cover = p.coverHeatTransfer * (1 - p.curtainHeatSaving * curtain);
  const sat = known?.satTemp === T && known.sat !== undefined ? known.sat : satVapourConcentration(T);
  // Fog evaporates fully below 90 % RH and less and less up to saturation (the rest drips).
  const fog = clamp01(inp.fog) * p.fogCapacity * clamp01((sat - s.vapour) / (0.1 * sat));
  const airPower =
    qPipe + solar + lampHeat - (cover + p.ventHeatCapacity * g) * (T - w.outTemp) - p.latentHeat * fog;
  // Heating pipe (Vanthoor): C_p·dT_p/dt = u_h·P_max − Q_pipe.
  const pipePower = clamp01(inp.heat) * p.pipeMaxPower - qPipe;

  // Vapour (vH): H·dC_v/dt = E + φ_fog − g(C_v − C_vo) − condensation on the cover (GreenLight).
  const insideLight = w.radiation * p.coverTransmission * pass;
  const lampPar = p.lampPower * clamp01(inp.lamps) * p.lampEfficacy;
  const stress = waterStressFactor(s.slabWater / p.slabVolume, p);
  const E = transpiration(T, s.vapour, insideLight, stress, p, sat);
  const outVapour = known ? known.outVapour : vapourFromRh(w.outTemp, w.outHum);
  const coverTemp = p.coverOutsideWeight * w.outTemp + (1 - p.coverOutsideWeight) * T;
  const coverSat = satVapourConcentration(coverTemp);
  const condensation = p.condensationCoef * Math.max(0, s.vapour - coverSat);
  const dCv = E + fog - g * (s.vapour - outVapour) - condensation;

  // CO₂ (vH): H·dC_c/dt = −P + R + u_c·φ_max − g(C_c − C_co); lamps counted as outside-equivalent light.
  const light = w.radiation * pass + lampPar / p.parPerWatt / p.coverTransmission;
  const P = photosynthesis(T, s.co2, light, p, fast);
  const dCc =
    -P +
    respiration(T, p, fast) +
    clamp01(inp.co2) * p.co2Capacity -
    g * (s.co2 - co2FromPpm(p.outsideCo2Ppm));

  if (known?.longSteps === true) {
    const canopy = canopyCover(p);
    slopes.air = airPower / p.airHeatCapacity;
    slopes.vapour = dCv / p.meanHeight;
    slopes.pipe = pipePower / p.pipeHeatCapacity;
    slopes.co2 = dCc / p.meanHeight;
    slopes.g = g;
    slopes.airLoss = cover + p.ventHeatCapacity * g;
    slopes.sat = sat;
    slopes.coverSat = coverSat;
    slopes.coverTemp = coverTemp;
    slopes.fogIn = clamp01(inp.fog) * p.fogCapacity;
    slopes.vpdCoef = canopy * p.transpirationCoef * stress;
    slopes.radTerm = (canopy * p.transpirationRadCoef * insideLight * stress) / p.latentHeat;
    slopes.qPipe = qPipe;
    slopes.dPipe = dPipe;
    longStep(s, slopes, dt, p);
  } else {
    s.airTemp = T + (dt * airPower) / p.airHeatCapacity;
    s.pipeTemp += (dt * pipePower) / p.pipeHeatCapacity;
    s.vapour += (dt * dCv) / p.meanHeight;
    s.co2 = Math.max(0, s.co2 + (dt * dCc) / p.meanHeight);
  }
  const satNext = satVapourConcentration(s.airTemp);
  s.vapour = Math.min(Math.max(0, s.vapour), satNext);
  if (known) {
    known.satTemp = s.airTemp;
    known.sat = satNext;
  }
  s.ventRate = g;
  s.insideLight = insideLight;
  s.lampPar = lampPar;
  s.heat = clamp01(inp.heat);
  stepSlab(s, inp, E, dt, p, known?.longSteps === true);
}

/**
 * Slab water and salt (model page): dW/dt = I − E − D, D = max(0, W − W_max)/τ;
 * d(W·EC)/dt = I·EC_in − D·EC − k_u·E·EC. pH follows the supply and drifts up; temperature lags the air.
 */
function stepSlab(
  s: ZoneState,
  inp: ZoneInputs,
  E: number,
  dt: number,
  p: GreenhouseParams,
  implicitDrain = false,
): void {
  const W = s.slabWater;
  const ec = s.slabSalt / Math.max(W, 0.05);
  const I = Math.max(0, inp.irrigation);
  const ecIn = inp.irrigationEC ?? p.rawWaterEc;
  const phIn = inp.irrigationPH ?? p.rawWaterPh;
  let D = Math.max(0, W - p.drainThreshold * p.slabVolume) / p.drainTau;
  let water: number;
  if (implicitDrain && D > 0) {
    // A long step drains linearly implicit (the trapezoid on dD/dW = 1/τ): explicit drainage over
    // 100 s of a 600 s time constant drifted the slab's water.
    water = W + (dt * (I - E - D)) / (1 + dt / (2 * p.drainTau));
    D = I - E - (water - W) / dt;
  } else water = W + dt * (I - E - D);
  let salt = s.slabSalt + dt * (I * ecIn - D * ec - p.saltUptake * E * ec);
  let overflow = 0;
  if (water > p.slabVolume) {
    overflow = water - p.slabVolume; // a saturated slab runs off at once
    salt -= overflow * ec;
    water = p.slabVolume;
  }
  s.slabWater = Math.max(0, water);
  s.slabSalt = Math.max(0, salt);
  if (I > 0) {
    s.supplyEC = ecIn;
    s.supplyPH = phIn;
  }
  const refresh = Math.min(1, (dt * I) / Math.max(W, 0.05));
  s.slabPH += refresh * (phIn - s.slabPH) + (dt * (s.supplyPH + p.slabPhRise - s.slabPH)) / p.slabPhTau;
  s.slabTemp += (dt * (s.airTemp - s.slabTemp)) / p.slabTempTau;
  s.irrigation = I;
  s.irrigated += dt * I;
  s.drained += dt * D + overflow;
  s.transpired += dt * E;
}
