/**
 * A preview run: the base's zones from their live state through the coming hours of the forecast,
 * under one configuration, on the closed loop (physics and the controller's own decisions, ideal
 * actuators, sensors read off the model without noise unless asked). Pure: the same input gives
 * the same run, in a browser worker as in Node.
 */
import type { ForecastHour, Sensor } from '../../protocol/index.ts';
import type { AlarmRules } from '../alarms/index.ts';
import type { ActuatorLive, AutomationConfig } from '../automation/types.ts';
import { createGreenhouse, type ZoneSpec } from '../greenhouse/model.ts';
import type { GreenhouseParams } from '../greenhouse/params.ts';
import { co2FromPpm, rhFromVapour, vapourFromRh, vpdKPa } from '../greenhouse/psychro.ts';
import type { ZoneState } from '../greenhouse/zone-state.ts';
import { createClosedLoop } from '../greenhouse-loop/closed-loop.ts';
import { createRandom } from '../random.ts';
import { weatherFromForecast, type SunPlace } from './forecast-weather.ts';
import { resumedState } from './resumed-state.ts';

/** What the app reads of a zone now, to start the run from. */
export type ZoneNow = { airTemp: number; airHum: number; pipeTemp?: number; co2Ppm?: number };

export type PreviewInput = {
  /**
   * The base's zones and floor areas, each with what its sensors read now and, when it has one, its
   * own calibration (paramsOf) over `params`.
   */
  zones: readonly { id: number; areaM2: number; now: ZoneNow; params?: Partial<GreenhouseParams> }[];
  config: AutomationConfig;
  sensors: readonly Sensor[];
  /** The actuators as they stand now: a grower's manual ones stay manual through the run. */
  actuators: Readonly<Record<number, ActuatorLive>>;
  forecast: readonly ForecastHour[];
  /** The wind's direction now, degrees (the forecast has none). */
  windDir?: number;
  /** Epoch ms the run starts at. */
  start: number;
  hours: number;
  /** Minutes the farm's zone is ahead of UTC (day and night set points, schedules). */
  utcOffsetMin: number;
  /** The zones' calibration (paramsOf), else the model's own values. */
  params?: Partial<GreenhouseParams>;
  alarms?: AlarmRules;
  /**
   * Seconds between decisions (default 60: a day near 0.1 s). The controller decides every 10 s;
   * deciding as often changes the preview little on exact readings (docs/what-if.md, "The floor").
   */
  decisionS?: number;
  /**
   * true: sensors read with their type's typical noise (model/greenhouse/sensor-view.ts), as the
   * controller's do, from a stream named by the run's start and zones. Off by default: with the true
   * parameters it brings the preview closer (a humidity sensor's 1 %RH jitter starts a fan at
   * 93 %RH while the air stands at 91 %RH), but with the model's or a calibration's values it
   * carries their humidity error into more fan and vent moves and the preview ends further off
   * (docs/what-if.md, "The floor").
   */
  sensorNoise?: boolean;
  /**
   * Where the farm sees the sun from, to shape the forecast's hourly radiation within the hours;
   * default: latitude 30° N at the meridian of the farm's time zone (a forecast that does not fit it
   * keeps its hours' straight lines, forecast-weather.ts).
   */
  place?: SunPlace;
};

/** One moment of the run, every `sampleMin` minutes. */
export type PreviewSample = {
  ts: number;
  zones: Record<
    number,
    {
      airTemp: number;
      airHum: number;
      vpd: number;
      co2Ppm: number;
      pipeTemp: number;
      heat: number;
      /** Litres the zone's drippers gave since the sample before (0 at the first). */
      waterL: number;
    }
  >;
  /** Position kinds (0..100) and heaters by aid; switches as 100 on, 0 off. */
  actuators: Record<number, number>;
};

export type PreviewRun = {
  samples: PreviewSample[];
  /** Per zone, litres given and heating energy, kWh, over the run. */
  waterL: Record<number, number>;
  heatingKWh: Record<number, number>;
  /** Automation's commands that changed a target (each a move or a switch). */
  moves: number;
  alarms: { ts: number; alid: number; message: string }[];
};

const ppmPerUnit = 1 / co2FromPpm(1);

export function initialStateOf(now: ZoneNow): Partial<ZoneState> {
  return {
    airTemp: now.airTemp,
    vapour: vapourFromRh(now.airTemp, now.airHum),
    ...(now.pipeTemp !== undefined && { pipeTemp: now.pipeTemp }),
    ...(now.co2Ppm !== undefined && { co2: co2FromPpm(now.co2Ppm) }),
    slabTemp: now.airTemp,
  };
}

export function runPreview(input: PreviewInput, sampleMin = 10): PreviewRun {
  const specs: ZoneSpec[] = input.zones.map((z) => ({
    id: z.id,
    areaM2: z.areaM2,
    initial: initialStateOf(z.now),
    ...(z.params && { params: z.params }),
  }));
  const place = input.place ?? { latitude: 30, longitude: input.utcOffsetMin / 4 };
  const weather = weatherFromForecast(input.forecast, input.windDir, place);
  const greenhouse = createGreenhouse({
    zones: specs,
    weather,
    start: input.start,
    params: input.params,
    maxSubStepS: 60,
  });
  // Only the run's zones are modelled: another zone's sensors have nothing to read.
  const ids = new Set(input.zones.map((z) => z.id));
  const loop = createClosedLoop({
    greenhouse,
    config: input.config,
    sensors: input.sensors.filter((s) => s.zid === null || ids.has(s.zid)),
    utcOffsetMin: input.utcOffsetMin,
    alarms: input.alarms,
    initialActuators: input.actuators,
    initialState: resumedState({ ...input, outTemp: weather.at(input.start).outTemp }),
    ...(input.sensorNoise === true && {
      random: createRandom(`preview/${input.start}/${[...ids].join(',')}`).next,
    }),
  });
  const decisionS = input.decisionS ?? 60;
  const sampleEvery = Math.max(1, Math.round((sampleMin * 60) / decisionS));
  const waterStart = new Map(input.zones.map((z) => [z.id, greenhouse.zone(z.id).irrigated]));
  const waterBefore = new Map(waterStart);
  const heatJ = new Map(input.zones.map((z) => [z.id, 0]));
  const pipePower = greenhouse.params.pipeMaxPower;
  const samples: PreviewSample[] = [];
  let moves = 0;
  const sample = () => {
    const zones: PreviewSample['zones'] = {};
    for (const z of input.zones) {
      const s = greenhouse.zone(z.id);
      const airHum = rhFromVapour(s.airTemp, s.vapour);
      const waterL = (s.irrigated - (waterBefore.get(z.id) ?? s.irrigated)) * z.areaM2;
      waterBefore.set(z.id, s.irrigated);
      zones[z.id] = {
        airTemp: s.airTemp,
        airHum,
        vpd: vpdKPa(s.airTemp, airHum),
        co2Ppm: s.co2 * ppmPerUnit,
        pipeTemp: s.pipeTemp,
        heat: s.heat,
        waterL,
      };
    }
    const actuators: PreviewSample['actuators'] = {};
    for (const [aid, live] of Object.entries(loop.live))
      actuators[Number(aid)] = live.pos ?? (live.on ? 100 : 0);
    samples.push({ ts: greenhouse.now(), zones, actuators });
  };
  sample();
  const ticks = Math.round((input.hours * 3600) / decisionS);
  for (let i = 1; i <= ticks; i++) {
    const decision = loop.tick(decisionS);
    if (decision) moves += decision.changed.length;
    for (const z of input.zones) {
      const s = greenhouse.zone(z.id);
      heatJ.set(z.id, (heatJ.get(z.id) ?? 0) + s.heat * pipePower * z.areaM2 * decisionS);
    }
    if (i % sampleEvery === 0) sample();
  }
  const waterL: Record<number, number> = {};
  const heatingKWh: Record<number, number> = {};
  for (const z of input.zones) {
    waterL[z.id] = (greenhouse.zone(z.id).irrigated - (waterStart.get(z.id) ?? 0)) * z.areaM2;
    heatingKWh[z.id] = (heatJ.get(z.id) ?? 0) / 3.6e6;
  }
  const alarms = loop.alarmEvents
    .filter((e) => e.kind === 'raised')
    .map(({ ts, alid, message }) => ({ ts, alid, message }));
  return { samples, waterL, heatingKWh, moves, alarms };
}
