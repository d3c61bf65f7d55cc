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

/** The place of zone `zid` in `zones`, -1 when absent (a controller has a handful of zones). */
function placeOf(zones: readonly { id: number }[], zid: number | null): number {
  if (zid !== null)
    for (let k = 0; k < zones.length; k++) if ((zones[k] as { id: number }).id === zid) return k;
  return -1;
}

/**
 * Zone inputs from the actuators and open valves; rollers average into one vent opening. Runs on
 * every tick: per zone by its place in `zones`, no map or record made but the result.
 */
export function zoneInputsFromActuators(
  zones: readonly { id: number; areaM2: number }[],
  actuators: readonly ActuatorPosition[],
  openValves: readonly OpenValve[],
  p: Pick<GreenhouseParams, 'fanRatedFlow'>,
): Record<number, Partial<ZoneInputs>> {
  const out: Record<number, Partial<Mutable>> = {};
  const inputs: Partial<Mutable>[] = [];
  const ventSum: number[] = [];
  const ventCount: number[] = [];
  for (const z of zones) {
    const input: Partial<Mutable> = {};
    out[z.id] = input;
    inputs.push(input);
    ventSum.push(0);
    ventCount.push(0);
  }
  for (const a of actuators) {
    const k = placeOf(zones, a.zid);
    if (k < 0) continue;
    const target = inputs[k] as Partial<Mutable>;
    switch (a.kind) {
      case 'roller':
      case 'b16roller':
        ventSum[k] = (ventSum[k] as number) + fraction(a);
        ventCount[k] = (ventCount[k] as number) + 1;
        break;
      case 'screen':
        target.screen = Math.max(target.screen ?? 0, 1 - fraction(a));
        break;
      case 'curtain':
        target.curtain = Math.max(target.curtain ?? 0, 1 - fraction(a));
        break;
      case 'fan':
        if (a.on)
          target.fanFlow = (target.fanFlow ?? 0) + p.fanRatedFlow / (zones[k] as { areaM2: number }).areaM2;
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
  for (let k = 0; k < inputs.length; k++)
    if ((ventCount[k] as number) > 0)
      (inputs[k] as Partial<Mutable>).vent = (ventSum[k] as number) / (ventCount[k] as number);
  for (const valve of openValves) {
    const k = placeOf(zones, valve.zid);
    if (k < 0) continue;
    const target = inputs[k] as Partial<Mutable>;
    target.irrigation =
      (target.irrigation ?? 0) + valve.flowNominal / 60 / (zones[k] as { areaM2: number }).areaM2;
  }
  return out;
}
