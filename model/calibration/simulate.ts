/** The zone's model run over its history: the measured weather, the replayed inputs, one parameter set. */
import type { CalibrationParams } from '../../protocol/index.ts';
import { createGreenhouse } from '../greenhouse/model.ts';
import { rhFromVapour } from '../greenhouse/psychro.ts';
import type { OutsideWeather, Weather } from '../greenhouse/weather.ts';
import { paramsOf } from '../preview/calibrated-params.ts';
import { initialStateOf } from '../preview/run-preview.ts';
import { gridMs, type Grid } from './history.ts';
import { replayStepS, type Replay } from './replay.ts';
import type { GreenhouseParams } from '../greenhouse/params.ts';
import type { ZoneInputs, ZoneState } from '../greenhouse/zone-state.ts';

/**
 * The model's longest sub-step in a fit. 60 s (linearly implicit long steps past 20 s) keeps a
 * week's run near 10 ms; the recovery test holds the fit's accuracy at it.
 */
export const fitSubStepS = 60;

/** The measured weather on the grid, interpolated between slots. */
export function gridWeather(grid: Grid): Weather {
  const v = grid.values;
  const at = (
    type: 'outTemp' | 'outHum' | 'radiation' | 'windSpeed' | 'windDir' | 'rain',
    i: number,
    f: number,
  ) => {
    const a = v[type];
    if (!a) return type === 'windSpeed' ? 1 : 0;
    const x = a[i] ?? NaN;
    const y = a[i + 1] ?? x;
    const r = Number.isNaN(y) ? x : x + (y - x) * f;
    return Number.isNaN(r) ? 0 : r;
  };
  const last = grid.times.length - 1;
  return {
    start: grid.start,
    at(timeMs): OutsideWeather {
      const pos = Math.min(last, Math.max(0, (timeMs - grid.start) / gridMs));
      const i = Math.min(last, Math.floor(pos));
      const f = pos - i;
      return {
        outTemp: at('outTemp', i, f),
        outHum: at('outHum', i, f),
        radiation: Math.max(0, at('radiation', i, f)),
        windSpeed: Math.max(0, at('windSpeed', i, f)),
        windDir: at('windDir', i, 0),
        rain: Math.max(0, at('rain', i, f)),
      };
    },
  };
}

export type Simulated = { airTemp: Float64Array; airHum: Float64Array };

/** The zone's air temperature and humidity at grid slots 0..slots-1 under `params`. */
export function simulate(
  grid: Grid,
  replay: Replay,
  zone: { id: number; areaM2: number },
  params: CalibrationParams,
  slots: number,
  weather: Weather = gridWeather(grid),
): Simulated {
  const v = grid.values;
  const first = (a: Float64Array | undefined) => (a && !Number.isNaN(a[0]) ? (a[0] ?? NaN) : undefined);
  const airTemp0 = first(v.airTemp) ?? 20;
  const greenhouse = createGreenhouse({
    zones: [
      {
        id: zone.id,
        areaM2: zone.areaM2,
        initial: initialStateOf({
          airTemp: airTemp0,
          airHum: first(v.airHum) ?? 70,
          pipeTemp: first(v.pipeTemp),
        }),
      },
    ],
    weather,
    start: grid.start,
    params: paramsOf(params),
    maxSubStepS: fitSubStepS,
  });
  const out: Simulated = { airTemp: new Float64Array(slots), airHum: new Float64Array(slots) };
  const perSlot = gridMs / 1000 / replayStepS;
  const record = (i: number) => {
    const s = greenhouse.zone(zone.id);
    out.airTemp[i] = s.airTemp;
    out.airHum[i] = rhFromVapour(s.airTemp, s.vapour);
  };
  record(0);
  const inputs: Record<number, ZoneInputs> = {};
  const pipe = v.pipeTemp;
  for (let i = 1; i < slots; i++) {
    for (let k = (i - 1) * perSlot; k < i * perSlot; k++) {
      const input = replay.inputs[k] ?? replay.inputs[replay.inputs.length - 1];
      if (!input) continue;
      const target = pipe && measuredAt(pipe, (k + 1) / perSlot);
      inputs[zone.id] =
        target === undefined
          ? input
          : { ...input, heat: valveFor(greenhouse.zone(zone.id), target, greenhouse.params) };
      greenhouse.step(replayStepS, { zones: inputs });
    }
    record(i);
  }
  return out;
}

/** A measured series at a fractional grid slot, interpolated; undefined where it has no value. */
function measuredAt(a: Float64Array, pos: number): number | undefined {
  const i = Math.min(a.length - 1, Math.floor(pos));
  const x = a[i] ?? NaN;
  const y = a[i + 1] ?? x;
  const r = Number.isNaN(y) ? x : x + (y - x) * (pos - i);
  return Number.isNaN(r) ? undefined : r;
}

/**
 * The heating valve that takes the model's pipe to the measured pipe temperature by the step's end
 * (C_p·dT_p/dt = u·P_max − Q_pipe). The heating is the controller's cascade on fresh readings, which
 * a replay on 10-minute samples cannot redo; the pipe thermometer says what it did.
 */
function valveFor(s: ZoneState, target: number, p: Readonly<GreenhouseParams>): number {
  const d = s.pipeTemp - s.airTemp;
  const qPipe =
    p.pipeConvectionCoef * Math.PI * p.pipeDiameter * p.pipeLengthPerM2 * Math.pow(Math.abs(d), 0.32) * d;
  const u = ((p.pipeHeatCapacity * (target - s.pipeTemp)) / replayStepS + qPipe) / p.pipeMaxPower;
  return Math.min(1, Math.max(0, u));
}
