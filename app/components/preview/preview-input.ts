/**
 * The preview's input, built on the main thread from what the app already holds (the controller's
 * conf lists, the live readings and actuator states, its forecast): plain data, cheap to build, sent
 * to the worker that runs the model. Pure: tests build it from fixtures.
 */
import type {
  Actuator,
  ActuatorReport,
  ForecastAnswer,
  ForecastHour,
  Sensor,
} from '../../../protocol/index.ts';
import type { Zone } from '../../../protocol/live/zone.ts';
import type { ActuatorLive, AutomationConfig } from '../../../model/automation/types.ts';
import type { GreenhouseParams } from '../../../model/greenhouse/params.ts';
import type { PreviewInput, ZoneNow } from '../../../model/preview/run-preview.ts';
import { hoursFromDays } from '../../../model/weather/hours-from-days.ts';
import { localTimeAt } from '../../../model/weather/local-time.ts';

/** Hours a preview looks ahead. */
export const previewHours = 24;

/** A reading as the live store keeps it (only what the zone's start needs). */
export type ReadingNow = { sid: number; zid: number | null; type: string; v: number | null; q: number };

/** What the worker runs: the shared start, both configurations, the zones compared. */
export type PreviewRequest = {
  input: Omit<PreviewInput, 'config'>;
  saved: AutomationConfig;
  edited: AutomationConfig;
  /** The zones the edited setting acts on (the summary's and the charts'). */
  zones: number[];
};

/** The forecast hours the run needs: the controller's own, else shaped from its days (and said so). */
export function forecastHoursOf(
  answer: ForecastAnswer,
  options: { from: number; hours: number; timeZone: string },
): { hours: ForecastHour[]; shaped: boolean } {
  if (answer.hours && answer.hours.length >= options.hours) return { hours: answer.hours, shaped: false };
  return { hours: hoursFromDays(answer.days, options), shaped: true };
}

const meanOf = (values: number[]) =>
  values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length;

/** A zone's state now: the mean of its good readings per type; without air readings, none. */
export function zoneNowOf(zid: number, readings: readonly ReadingNow[]): ZoneNow | null {
  const of = (type: string) =>
    meanOf(
      readings.filter((r) => r.zid === zid && r.type === type && r.q === 0 && r.v !== null).map((r) => r.v!),
    );
  const airTemp = of('airTemp');
  const airHum = of('airHum');
  if (airTemp === undefined || airHum === undefined) return null;
  const pipeTemp = of('pipeTemp');
  const co2Ppm = of('co2');
  return {
    airTemp,
    airHum,
    ...(pipeTemp !== undefined && { pipeTemp }),
    ...(co2Ppm !== undefined && { co2Ppm }),
  };
}

/** The actuators as they stand: a grower's manual ones stay where they are through the run. */
export function actuatorsNowOf(
  reports: Readonly<Record<number, ActuatorReport>>,
): Record<number, ActuatorLive> {
  const out: Record<number, ActuatorLive> = {};
  for (const r of Object.values(reports))
    out[r.aid] = {
      mode: r.mode,
      ...(r.pos !== undefined && { pos: r.pos }),
      on: r.state === 'on' || r.state === 'opening' || r.state === 'closing',
      since: r.since,
    };
  return out;
}

export type PreviewSources = {
  config: AutomationConfig;
  zones: readonly Zone[];
  sensors: readonly Sensor[];
  readings: readonly ReadingNow[];
  actuators: Readonly<Record<number, ActuatorReport>>;
  forecast: ForecastHour[];
  /** The controller's now, epoch ms. */
  now: number;
  timeZone: string;
  /** Each calibrated zone's params (paramsOf); a zone without runs on the model's defaults. */
  zoneParams?: Readonly<Record<number, Partial<GreenhouseParams>>>;
};

/** Why a preview cannot start: a zone with no air readings to start from. */
export class PreviewInputError extends Error {
  constructor(readonly zid: number) {
    super(`zone ${zid} has no air temperature and humidity readings`);
  }
}

/**
 * The request for the affected zones (all the base's when none is named): each starts from its
 * readings now on its own calibration, both runs on the same forecast from the same moment.
 */
export function previewRequestOf(
  sources: PreviewSources,
  saved: AutomationConfig,
  edited: AutomationConfig,
  affected: readonly number[],
): PreviewRequest {
  const watched = affected.length > 0 ? [...affected] : sources.zones.map((z) => z.f_zone_id);
  const zones = watched.map((zid) => {
    const now = zoneNowOf(zid, sources.readings);
    if (!now) throw new PreviewInputError(zid);
    const params = sources.zoneParams?.[zid];
    const areaM2 = sources.zones.find((z) => z.f_zone_id === zid)?.area ?? 1000;
    return { id: zid, areaM2, now, ...(params && { params }) };
  });
  return {
    input: {
      zones,
      sensors: sources.sensors,
      actuators: actuatorsNowOf(sources.actuators),
      forecast: sources.forecast,
      start: sources.now,
      hours: previewHours,
      utcOffsetMin: localTimeAt(sources.now, sources.timeZone).offsetMinutes,
    },
    saved,
    edited,
    zones: watched,
  };
}

/** The position actuators of the zones, by kind group, for the charts. */
export function positionAidsOf(actuators: readonly Actuator[], zids: readonly number[]) {
  const inZones = actuators.filter((a) => a.zid !== null && zids.includes(a.zid));
  return {
    vents: inZones.filter((a) => a.kind === 'roller' || a.kind === 'b16roller').map((a) => a.aid),
    screens: inZones.filter((a) => a.kind === 'curtain' || a.kind === 'screen').map((a) => a.aid),
  };
}
