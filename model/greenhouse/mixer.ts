/**
 * The fertigation centre's water side (the centre that feeds the zones; simulator/README.md "The fertigation
 * centre"): raw water passes a screen filter and a mixing tank where dosing pumps add stock from the
 * fertilizer tanks (A and B by the recipe's ratioA:ratioB, a single tank takes all) and acid. EC/pH
 * follow the dose with a first-order lag; a pump whose tank is dry gives nothing. Stock tanks are
 * refilled only by command (`refillTanks`), or by the opt-in `tankRefillBelow` of long runs.
 */
import type { GreenhouseParams } from './params.ts';

export type TankSpec = { name: string; capacityL: number };

export type MixerInputs = {
  /** Dosing on: the mix follows the set point; off: plain raw water flows. */
  active: boolean;
  /** mS cm⁻¹ and pH the mixer is asked for. */
  ecTarget: number;
  phTarget: number;
  /** The recipe's A:B split of the fertilizer stock (default 1:1). */
  ratioA?: number;
  ratioB?: number;
};

export type StockTank = {
  name: string;
  capacityL: number;
  volumeL: number;
  role: 'fertilizer' | 'acid';
  /** The dosing pump's rate over the last step, L h⁻¹. */
  doseLph: number;
};

export type MixerState = {
  ec: number;
  ph: number;
  /** L s⁻¹ through the mixer (the zones' irrigation together, after the filter). */
  flow: number;
  tanks: StockTank[];
  mixTank: { capacityL: number; volumeL: number };
  /** bar: the filter's pressure drop at nominal flow (params.filterDpClean when clean). */
  filterDp: number;
  /** Tank level (%) under which a tank refills itself; 0: only by command. */
  autoRefillBelow: number;
  refills: number;
};

export const defaultTanks: TankSpec[] = [
  { name: 'A', capacityL: 1000 },
  { name: 'B', capacityL: 1000 },
  { name: 'Acid', capacityL: 500 },
];

export function createMixerState(tanks: readonly TankSpec[], p: GreenhouseParams): MixerState {
  return {
    ec: p.rawWaterEc,
    ph: p.rawWaterPh,
    flow: 0,
    tanks: tanks.map((t) => ({
      name: t.name,
      capacityL: t.capacityL,
      volumeL: t.capacityL,
      role: /acid|酸/i.test(t.name) ? 'acid' : 'fertilizer',
      doseLph: 0,
    })),
    mixTank: { capacityL: p.mixTankL, volumeL: 0.9 * p.mixTankL },
    filterDp: p.filterDpClean,
    autoRefillBelow: p.tankRefillBelow,
    refills: 0,
  };
}

/** Share of the fertilizer stock each tank gives (0 for acid tanks). */
function shares(m: MixerState, inp: MixerInputs): number[] {
  const fertilizer = m.tanks.filter((t) => t.role === 'fertilizer');
  const a = inp.ratioA ?? 1;
  const b = inp.ratioB ?? 1;
  const weights = fertilizer.length === 1 ? [1] : a + b > 0 ? [a, b] : [1, 1];
  const sum = weights.reduce((x, y) => x + y, 0);
  let i = 0;
  return m.tanks.map((t) => (t.role === 'fertilizer' ? (weights[i++] ?? 0) / sum : 0));
}

/** Advances the mixer by dt seconds with `flow` L s⁻¹ passing; mutates `m`. */
export function stepMixer(
  m: MixerState,
  inp: MixerInputs,
  flow: number,
  dt: number,
  p: GreenhouseParams,
): void {
  m.flow = flow;
  const mix = m.mixTank;
  mix.volumeL += Math.min(1, dt / 60) * ((flow > 0 ? 0.7 : 0.9) * mix.capacityL - mix.volumeL);
  for (const tank of m.tanks) tank.doseLph = 0;
  if (flow <= 0) return; // standing water: the EC/pH probes read the last mix
  const share = shares(m, inp);
  const live = m.tanks.map((t) => t.volumeL > 0);
  const fertilizerLeft = share.reduce((sum, s, i) => sum + (live[i] ? s : 0), 0);
  const acidLeft = m.tanks.some((t, i) => t.role === 'acid' && live[i]);
  const ecAsked = p.rawWaterEc + p.stockStrength * (inp.ecTarget - p.rawWaterEc) * fertilizerLeft;
  const phAsked = p.rawWaterPh - p.stockStrength * (p.rawWaterPh - inp.phTarget);
  const ecGoal = inp.active ? ecAsked : p.rawWaterEc;
  const phGoal = inp.active && acidLeft ? phAsked : p.rawWaterPh;
  const f = Math.min(1, dt / p.mixerTau);
  m.ec += f * (ecGoal - m.ec);
  m.ph += f * (phGoal - m.ph);
  if (!inp.active) return; // the dosing pumps are off
  const stock = (flow * Math.max(0, m.ec - p.rawWaterEc)) / p.stockEcPerFraction;
  const acid = flow * p.acidPerPh * Math.max(0, p.rawWaterPh - m.ph);
  const acids = m.tanks.filter((t, i) => t.role === 'acid' && live[i]).length;
  m.tanks.forEach((tank, i) => {
    if (!live[i]) return;
    const rate = tank.role === 'acid' ? acid / acids : (stock * (share[i] ?? 0)) / (fertilizerLeft || 1);
    tank.doseLph = rate * 3600;
    tank.volumeL = Math.max(0, tank.volumeL - rate * dt);
    if (m.autoRefillBelow > 0 && tank.volumeL < (m.autoRefillBelow / 100) * tank.capacityL) {
      tank.volumeL = tank.capacityL;
      m.refills++;
    }
  });
}

/** Fills the tank `name` (every tank when absent) to its capacity; how many were refilled. */
export function refillTanks(m: MixerState, name?: string): number {
  let count = 0;
  for (const tank of m.tanks)
    if (name === undefined || tank.name === name) {
      tank.volumeL = tank.capacityL;
      count++;
    }
  return count;
}

/** bar at the drippers while water flows: the pump's head less the filter's drop. */
export function dripperPressure(m: MixerState, p: GreenhouseParams): number {
  return Math.max(0, p.linePressure + p.filterDpClean - m.filterDp);
}

/** The share of the asked flow that passes the filter (orifice law: flow ∝ √pressure). */
export function filterFlowFactor(m: MixerState, p: GreenhouseParams): number {
  return Math.sqrt(dripperPressure(m, p) / p.linePressure);
}

/** The lowest tank level, % (what a tank-level alarm watches). */
export function lowestTankLevel(m: MixerState): number {
  let low = 100;
  for (const t of m.tanks) low = Math.min(low, (100 * t.volumeL) / t.capacityL);
  return low;
}
