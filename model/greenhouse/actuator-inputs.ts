/**
 * Maps the protocol's actuators (where they stand now) onto the model's zone inputs: the wiring
 * between the controller's actuator states and the physics. Position kinds: pos 100 = open, so a
 * screen or curtain at pos 0 is fully drawn (closure 1).
 */
import type { ActuatorKind } from '../../protocol/index.ts';
import type { GreenhouseParams } from './params.ts';
import type { ZoneInputs } from './zone-state.ts';

/** An actuator as it stands: position 0..100 for position kinds, on/off (and a value) for the rest. */
export type ActuatorPosition = {
  aid: number;
  zid: number | null;
  kind: ActuatorKind;
  /** 0..100 for roller/b16roller/curtain/screen, and a heater valve %; ignored otherwise. */
  pos?: number;
  on?: boolean;
};

/** A valve opened by irrigation: its zone and nominal flow (protocol Valve.flowNominal, L min⁻¹). */
export type OpenValve = { zid: number | null; flowNominal: number };

/** How far an actuator is open or on, 0..1. */
const fraction = (a: ActuatorPosition) => Math.min(1, Math.max(0, (a.pos ?? (a.on ? 100 : 0)) / 100));

type Mutable = { -readonly [K in keyof ZoneInputs]: ZoneInputs[K] };

/** One zone's inputs as they add up, with its rollers' opening summed to average at the end. */
type ZoneTally = { id: number; areaM2: number; input: Partial<Mutable>; ventSum: number; ventCount: number };

/** Zone `zid`'s tally, undefined when absent (a controller has a handful of zones). */
function tallyOf(tallies: readonly ZoneTally[], zid: number | null): ZoneTally | undefined {
  if (zid !== null) for (const tally of tallies) if (tally.id === zid) return tally;
  return undefined;
}

/**
 * Zone inputs from the actuators and open valves; rollers average into one vent opening. Runs on
 * every tick: one tally per zone, found by a walk over a handful, no map made but the result.
 */
export function zoneInputsFromActuators(
  zones: readonly { id: number; areaM2: number }[],
  actuators: readonly ActuatorPosition[],
  openValves: readonly OpenValve[],
  p: Pick<GreenhouseParams, 'fanRatedFlow'>,
): Record<number, Partial<ZoneInputs>> {
  const out: Record<number, Partial<Mutable>> = {};
  const tallies: ZoneTally[] = [];
  for (const z of zones) {
    const input: Partial<Mutable> = {};
    out[z.id] = input;
    tallies.push({ id: z.id, areaM2: z.areaM2, input, ventSum: 0, ventCount: 0 });
  }
  for (const a of actuators) {
    const tally = tallyOf(tallies, a.zid);
    if (!tally) continue;
    const target = tally.input;
    switch (a.kind) {
      case 'roller':
      case 'b16roller':
        tally.ventSum += fraction(a);
        tally.ventCount += 1;
        break;
      case 'screen':
        target.screen = Math.max(target.screen ?? 0, 1 - fraction(a));
        break;
      case 'curtain':
        target.curtain = Math.max(target.curtain ?? 0, 1 - fraction(a));
        break;
      case 'fan':
        if (a.on) target.fanFlow = (target.fanFlow ?? 0) + p.fanRatedFlow / tally.areaM2;
        break;
      case 'heater':
        target.heat = Math.max(target.heat ?? 0, a.pos !== undefined ? fraction(a) : a.on ? 1 : 0);
        break;
      case 'fogger':
        if (a.on) target.fog = 1;
        break;
      case 'co2':
        if (a.on) target.co2 = 1;
        break;
      case 'light':
        if (a.on) target.lamps = 1;
        break;
      case 'switch':
      case 'valve':
        break; // a relay or an irrigation valve, handled through openValves
    }
  }
  for (const tally of tallies) if (tally.ventCount > 0) tally.input.vent = tally.ventSum / tally.ventCount;
  for (const valve of openValves) {
    const tally = tallyOf(tallies, valve.zid);
    if (tally) tally.input.irrigation = (tally.input.irrigation ?? 0) + valve.flowNominal / 60 / tally.areaM2;
  }
  return out;
}
