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

/** Zone inputs from the actuators and open valves; rollers average into one vent opening. */
export function zoneInputsFromActuators(
  zones: readonly { id: number; areaM2: number }[],
  actuators: readonly ActuatorPosition[],
  openValves: readonly OpenValve[],
  p: Pick<GreenhouseParams, 'fanRatedFlow'>,
): Record<number, Partial<ZoneInputs>> {
  const out: Record<number, Partial<Mutable>> = {};
  const vents: Record<number, { sum: number; count: number }> = {};
  const area = new Map(zones.map((z) => [z.id, z.areaM2]));
  for (const z of zones) out[z.id] = {};
  for (const a of actuators) {
    const zoneArea = a.zid === null ? undefined : area.get(a.zid);
    const target = a.zid === null ? undefined : out[a.zid];
    if (zoneArea === undefined || !target || a.zid === null) continue;
    switch (a.kind) {
      case 'roller':
      case 'b16roller': {
        const v = (vents[a.zid] ??= { sum: 0, count: 0 });
        v.sum += fraction(a);
        v.count++;
        break;
      }
      case 'screen':
        target.screen = Math.max(target.screen ?? 0, 1 - fraction(a));
        break;
      case 'curtain':
        target.curtain = Math.max(target.curtain ?? 0, 1 - fraction(a));
        break;
      case 'fan':
        if (a.on) target.fanFlow = (target.fanFlow ?? 0) + p.fanRatedFlow / zoneArea;
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
  for (const [zid, v] of Object.entries(vents)) (out[Number(zid)] as Partial<Mutable>).vent = v.sum / v.count;
  for (const valve of openValves) {
    const zoneArea = valve.zid === null ? undefined : area.get(valve.zid);
    const target = valve.zid === null ? undefined : out[valve.zid];
    if (zoneArea === undefined || !target) continue;
    target.irrigation = (target.irrigation ?? 0) + valve.flowNominal / 60 / zoneArea;
  }
  return out;
}
