/** Air exchange with the outside, m³ m⁻² s⁻¹ (docs/design/greenhouse-model.md "Ventilation rate"). */
import type { GreenhouseParams } from './params.ts';
import { kelvinOffset } from './psychro.ts';

const gravity = 9.81;

export type VentilationInput = {
  /** Vent opening 0..1. */
  vent: number;
  /** Closure 0..1 of the screen and curtain under the vents (the larger one counts). */
  screen: number;
  /** Inside and outside air temperature, °C. */
  airTemp: number;
  outTemp: number;
  /** m s⁻¹ */
  windSpeed: number;
  /** Fans' flow, m³ m⁻² s⁻¹, added as is. */
  fanFlow: number;
};

type VentParams = Pick<
  GreenhouseParams,
  'roofVentRatio' | 'dischargeCoef' | 'windPressureCoef' | 'ventHeight' | 'leakage' | 'screenVentReduction'
>;

/**
 * Vanthoor (2011) eq. 64 for roof vents, wind and stack effect, plus leakage:
 * g_v = u·(A_roof/A_flr)·C_d/2·√(g·h·ΔT/(2·T̄_K) + C_w·u_w²) + c_leak·max(u_w, 0.25).
 * A closed screen lowers both terms; fans add their rated flow.
 */
export function ventilationRate(input: VentilationInput, p: VentParams): number {
  const opening = input.vent < 0 ? 0 : input.vent > 1 ? 1 : input.vent;
  const meanK = (input.airTemp + input.outTemp) / 2 + kelvinOffset;
  const stack = (gravity * p.ventHeight * Math.abs(input.airTemp - input.outTemp)) / (2 * meanK);
  const wind = p.windPressureCoef * input.windSpeed * input.windSpeed;
  const vents = ((opening * p.roofVentRatio * p.dischargeCoef) / 2) * Math.sqrt(stack + wind);
  const leak = p.leakage * Math.max(input.windSpeed, 0.25);
  const screen = input.screen < 0 ? 0 : input.screen > 1 ? 1 : input.screen;
  return (vents + leak) * (1 - p.screenVentReduction * screen) + Math.max(0, input.fanFlow);
}

/** Air changes per hour of a ventilation rate, for a mean height in m. */
export function airChangesPerHour(rate: number, meanHeight: number): number {
  return (rate * 3600) / meanHeight;
}
