/**
 * A zone's model calibration: the few physical parameters fitted from the zone's own history, kept
 * by the cloud per base and zone so that every grower of the base previews on the same model.
 * The ranges bound what a fit may answer and what the cloud accepts; `fallback` is the model's own
 * value, used (and labelled as such) while a zone has no calibration.
 */
import { timestamp } from './live/envelope.ts';
import { envelope, mobile, statusOnlyResponse, type RestEndpoint } from './rest.ts';
import { z } from './zod-mini.ts';

type Range = { readonly min: number; readonly max: number; readonly fallback: number; readonly unit: string };

export const calibratedParams = {
  /** Heat through the cover per kelvin inside over outside. */
  coverHeatTransfer: { min: 2, max: 14, fallback: 6.1, unit: 'W m⁻² K⁻¹' },
  /** Air through a closed house per m s⁻¹ of wind. */
  leakage: { min: 0.05e-4, max: 4e-4, fallback: 0.5e-4, unit: 'm³ m⁻² s⁻¹ per m s⁻¹' },
  /** How freely air passes an open vent. */
  dischargeCoef: { min: 0.25, max: 1, fallback: 0.75, unit: '' },
  /** Heat the air and structure hold per kelvin. */
  airHeatCapacity: { min: 1e4, max: 1.5e5, fallback: 3e4, unit: 'J m⁻² K⁻¹' },
  /** The crop's transpiration relative to the model's. */
  transpirationScale: { min: 0.3, max: 2.5, fallback: 1, unit: '×' },
  /** The heating pipes' heat transfer relative to the model's. */
  pipeTransferScale: { min: 0.4, max: 1.8, fallback: 1, unit: '×' },
} as const satisfies Record<string, Range>;

export type CalibratedParam = keyof typeof calibratedParams;

const inRange = (r: Range) => z.number().check(z.gte(r.min), z.lte(r.max));
const p = calibratedParams;

/** The fitted values, each within its range. */
export const calibrationParams = z.object({
  coverHeatTransfer: inRange(p.coverHeatTransfer),
  leakage: inRange(p.leakage),
  dischargeCoef: inRange(p.dischargeCoef),
  airHeatCapacity: inRange(p.airHeatCapacity),
  transpirationScale: inRange(p.transpirationScale),
  pipeTransferScale: inRange(p.pipeTransferScale),
});
export type CalibrationParams = z.infer<typeof calibrationParams>;

/** The model's own values, for a zone not calibrated. */
export const fallbackCalibration: CalibrationParams = {
  coverHeatTransfer: p.coverHeatTransfer.fallback,
  leakage: p.leakage.fallback,
  dischargeCoef: p.dischargeCoef.fallback,
  airHeatCapacity: p.airHeatCapacity.fallback,
  transpirationScale: p.transpirationScale.fallback,
  pipeTransferScale: p.pipeTransferScale.fallback,
};

const rmse = z.number().check(z.gte(0));
/** Root-mean-square errors of air temperature (K) and humidity (%RH) over the held-out day. */
const fitError = z.object({ airTemp: rmse, airHum: rmse });

/** A zone's calibration as the app saves it and the cloud keeps it. */
export const zoneCalibration = z.object({
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  zone: z.int().check(z.gte(1), z.lte(64)),
  params: calibrationParams,
  fittedAt: timestamp,
  /** The history fitted on, and the day held out to judge the fit. */
  trainedFrom: timestamp,
  trainedTo: timestamp,
  heldOutDay: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')),
  /** The held-out day's errors with the model's own values and with the fitted ones. */
  before: fitError,
  after: fitError,
});
export type ZoneCalibration = z.infer<typeof zoneCalibration>;

/** Which zone's calibration, for a grower holding its base. */
const calibrationRequest = z.object({
  mobile,
  token: z.string().check(z.minLength(1)),
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  zone: z.coerce.number().check(z.int(), z.gte(1), z.lte(64)),
});
/** data.calibration, or null while the zone has none (the app then uses the model's own values). */
export const calibrationResponse = envelope(z.object({ calibration: z.nullable(zoneCalibration) }));
export const saveCalibrationRequest = z.object({
  token: z.string().check(z.minLength(1)),
  calibration: zoneCalibration,
});

/**
 * The calibration calls, a table beside `restEndpoints` (same shape, same OpenAPI document): kept apart so
 * that only the screens that calibrate or preview carry their schemas.
 */
export const calibrationEndpoints = {
  /** A zone's model calibration (docs/design/protocol.md, "Model calibration"). */
  zoneCalibration: {
    method: 'GET',
    path: '/api/v2/model/calibration',
    request: calibrationRequest,
    response: calibrationResponse,
  },
  /** Keeps a zone's calibration, replacing the one before; for a grower holding the base. */
  saveZoneCalibration: {
    method: 'PUT',
    path: '/api/v2/model/calibration',
    request: saveCalibrationRequest,
    response: statusOnlyResponse,
  },
  /** Forgets a zone's calibration: the model's own values again. */
  deleteZoneCalibration: {
    method: 'DELETE',
    path: '/api/v2/model/calibration',
    request: calibrationRequest,
    response: statusOnlyResponse,
  },
} as const satisfies Record<string, RestEndpoint>;
