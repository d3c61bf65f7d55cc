/**
 * The fertigation mixer: a first-order lag from its EC/pH set point to the mix while water flows
 * (Priva recomputes its dose every 5 s), stock tanks that fall with what is dosed and are refilled
 * by an operator when low.
 */
import type { GreenhouseParams } from './params.ts';

export type TankSpec = { name: string; capacityL: number };

export type MixerInputs = {
  /** Dosing on: the mix follows the set point; off: plain raw water flows. */
  active: boolean;
  /** mS cm⁻¹ and pH the mixer is asked for. */
  ecTarget: number;
  phTarget: number;
};

export type MixerState = {
  ec: number;
  ph: number;
  /** L s⁻¹ through the mixer (the zones' irrigation together). */
  flow: number;
  tanks: { name: string; capacityL: number; volumeL: number; role: 'fertilizer' | 'acid' }[];
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
      ...t,
      volumeL: t.capacityL,
      role: /acid|酸/i.test(t.name) ? 'acid' : 'fertilizer',
    })),
    refills: 0,
  };
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
  if (flow <= 0) return; // standing water: the EC/pH probes read the last mix
  const ecGoal = inp.active ? p.rawWaterEc + p.stockStrength * (inp.ecTarget - p.rawWaterEc) : p.rawWaterEc;
  const phGoal = inp.active ? p.rawWaterPh - p.stockStrength * (p.rawWaterPh - inp.phTarget) : p.rawWaterPh;
  const f = Math.min(1, dt / p.mixerTau);
  m.ec += f * (ecGoal - m.ec);
  m.ph += f * (phGoal - m.ph);
  const fertilizer = m.tanks.filter((t) => t.role === 'fertilizer');
  const stock = (flow * dt * Math.max(0, m.ec - p.rawWaterEc)) / p.stockEcPerFraction;
  const acid = flow * dt * p.acidPerPh * Math.max(0, p.rawWaterPh - m.ph);
  for (const tank of m.tanks) {
    tank.volumeL -= tank.role === 'acid' ? acid : stock / Math.max(1, fertilizer.length);
    if (tank.volumeL < (p.tankRefillBelow / 100) * tank.capacityL) {
      tank.volumeL = tank.capacityL;
      m.refills++;
    }
  }
}

/** The lowest tank level, % (what a tank-level alarm watches). */
export function lowestTankLevel(m: MixerState): number {
  let low = 100;
  for (const t of m.tanks) low = Math.min(low, (100 * t.volumeL) / t.capacityL);
  return low;
}
