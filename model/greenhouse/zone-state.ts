/** What the model keeps per zone and what drives it. */

/** Actuator effects on one zone, held constant over a step. */
export type ZoneInputs = {
  /** Roof/side vent opening 0..1 (1 = fully open). */
  vent: number;
  /** Shade screen closure 0..1 (1 = fully drawn). */
  screen: number;
  /** Thermal curtain closure 0..1 (1 = fully drawn). */
  curtain: number;
  /** Fans' flow, m³ m⁻² s⁻¹. */
  fanFlow: number;
  /** Heating valve 0..1. */
  heat: number;
  /** Fog 0..1 of the fog capacity. */
  fog: number;
  /** CO₂ dosing 0..1 of the dosing capacity. */
  co2: number;
  /** Assimilation lamps 0..1. */
  lamps: number;
  /** Irrigation, L m⁻² s⁻¹. */
  irrigation: number;
  /** EC (mS cm⁻¹) and pH of the irrigation water; null: what the fertigation mixer makes. */
  irrigationEC: number | null;
  irrigationPH: number | null;
};

export const idleInputs: Readonly<ZoneInputs> = {
  vent: 0,
  screen: 0,
  curtain: 0,
  fanFlow: 0,
  heat: 0,
  fog: 0,
  co2: 0,
  lamps: 0,
  irrigation: 0,
  irrigationEC: null,
  irrigationPH: null,
};

/** The state of one zone (SI, per m² floor) and the last step's fluxes. */
export type ZoneState = {
  /** °C */
  airTemp: number;
  pipeTemp: number;
  slabTemp: number;
  /** kg m⁻³ */
  vapour: number;
  co2: number;
  /** L m⁻² of water in the slab and mS cm⁻¹·L m⁻² of salt in it. */
  slabWater: number;
  slabSalt: number;
  slabPH: number;
  /** Last step: ventilation m³ m⁻² s⁻¹, inside global radiation and lamp PAR. */
  ventRate: number;
  insideLight: number;
  lampPar: number;
  /** Last step's irrigation (L m⁻² s⁻¹), its EC/pH, and the heating valve 0..1. */
  irrigation: number;
  supplyEC: number;
  supplyPH: number;
  heat: number;
  /** Totals since the start, L m⁻²: water given, drained and transpired. */
  irrigated: number;
  drained: number;
  transpired: number;
};
