/** Default parameter values; each field's source is documented on GreenhouseParams (params.ts). */
import type { GreenhouseParams } from './params.ts';

export const defaultParams: Readonly<GreenhouseParams> = {
  airHeatCapacity: 3e4, // vH
  coverHeatTransfer: 6.1, // vH
  ventHeatCapacity: 1290, // vH
  solarHeatFraction: 0.2, // vH
  latentHeat: 2.45e6, // vH, GreenLight
  meanHeight: 4.1, // vH
  pipeHeatCapacity: 1.65e4, // Vanthoor
  pipeMaxPower: 130, // model page
  pipeConvectionCoef: 1.99, // Vanthoor
  pipeDiameter: 0.051, // GreenLight phiPipeE
  pipeLengthPerM2: 1.875, // GreenLight lPipe
  roofVentRatio: 0.1, // GreenLight
  dischargeCoef: 0.75, // Vanthoor
  windPressureCoef: 0.09, // Vanthoor
  ventHeight: 0.68, // GreenLight hVent
  leakage: 0.5e-4, // GreenLight
  screenVentReduction: 0.5, // assumed
  fanRatedFlow: 10, // assumed (50" box fan)
  screenShading: 0.7, // assumed
  curtainShading: 0.3, // assumed
  curtainHeatSaving: 0.4, // GreenLight thermal screen
  coverTransmission: 0.7, // GreenLight-like
  fogCapacity: 250 / 1000 / 3600, // assumed high-pressure line: 250 g m⁻² h⁻¹
  condensationCoef: 3.5e-3, // GreenLight
  coverOutsideWeight: 0.7, // assumed
  cropDryWeight: 0.1, // vH state, closed canopy
  canopyCoef: 53, // vH
  transpirationCoef: 3.6e-3, // vH
  transpirationRadCoef: 0.55, // Baille et al. 1994 form, fitted: ≈ 2.4 mL per J cm⁻² outside
  photoLightUse: 3.55e-9, // vH
  photoCo2: [5.11e-6, 2.3e-4, 6.29e-4], // vH
  co2Compensation: 5.2e-5, // vH
  respirationCoef: 4.87e-7, // vH
  co2Capacity: 5.1e-6, // GreenLight phiExtCo2 / floor area
  outsideCo2Ppm: 410, // assumed
  parPerWatt: 2.3, // McCree
  luxPerWatt: 110, // assumed
  lampPower: 100, // assumed (GreenLight LED order of magnitude)
  lampEfficacy: 2.5, // assumed
  slabVolume: 8, // assumed
  drainThreshold: 0.6, // fitted: ≈ 60 % water content by day
  drainTau: 600, // assumed
  saltUptake: 0.7, // assumed
  wiltingVwc: 0.1, // FAO-56 style
  stressVwc: 0.35, // FAO-56 style
  slabTempTau: 7200, // assumed
  slabPhRise: 0.5, // assumed
  slabPhTau: 86_400, // assumed
  rawWaterEc: 0.3, // assumed
  rawWaterPh: 7.2, // assumed
  mixerTau: 20, // assumed (Priva: dose recomputed every 5 s)
  stockStrength: 0.95, // assumed
  stockEcPerFraction: 240, // assumed: 1 % stock → +2.4 mS cm⁻¹
  acidPerPh: 0.0005, // assumed
  tankRefillBelow: 0, // by command only; long physics runs opt in
  filterDpClean: 0.2, // assumed
  mixTankL: 300, // assumed
  linePressure: 1.8, // assumed
};
