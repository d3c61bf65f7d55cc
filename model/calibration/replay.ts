/**
 * The zone's actuators over its history, as the controller moved them: its own decisions (decide,
 * from its records) replayed on the measured readings, ideal actuators travelling to the targets.
 * Actuator positions are in no history the app can read (sensor history holds sensors only; the
 * logs say why automation moved, not where everything stood), and the controller decided on these
 * very readings, so this is what it did as long as nobody drove an actuator by hand. Replayed once
 * per history, the fit then steps the model under fixed inputs: the error is smooth in the parameters.
 */
import type { Reading } from '../../protocol/index.ts';
import { decide } from '../automation/decide.ts';
import { initialAutomationState } from '../automation/state.ts';
import { zoneInputsFromActuators } from '../greenhouse/actuator-inputs.ts';
import { defaultParams } from '../greenhouse/default-params.ts';
import { idleInputs, type ZoneInputs } from '../greenhouse/zone-state.ts';
import { createIdealActuators } from '../greenhouse-loop/ideal-actuators.ts';
import { gridMs, offsetAt, type Grid, type ZoneHistory } from './history.ts';

/** Seconds between replayed decisions, and the model's step under one set of inputs. */
export const replayStepS = 120;

/** A pipe this much warmer than the air is heating. */
const heatedAboveK = 5;

export type Replay = {
  /** The zone's inputs for each replay step from the grid's start. */
  inputs: ZoneInputs[];
  /** Whether the heating or the vents worked at all. */
  heated: boolean;
  vented: boolean;
};

/** Every sensor's series on the grid, held between samples (null before its first). */
function heldReadings(h: ZoneHistory, grid: Grid) {
  const slots = grid.times.length;
  return h.sensors
    .filter((s) => s.enabled && (h.series[s.sid]?.length ?? 0) > 0)
    .map((s) => {
      const values = new Float64Array(slots).fill(NaN);
      for (const [ts, v] of h.series[s.sid] ?? []) {
        const i = Math.round((ts - grid.start) / gridMs);
        if (v !== null && i >= 0 && i < slots) values[i] = v;
      }
      for (let i = 1; i < slots; i++) if (Number.isNaN(values[i])) values[i] = values[i - 1] ?? NaN;
      return { sensor: s, values };
    });
}

export function replayDecisions(h: ZoneHistory, grid: Grid): Replay {
  const { config } = h;
  let now = grid.start;
  const actuators = createIdealActuators(config.actuator, config.valve, () => now);
  const series = heldReadings(h, grid);
  const zones = [h.zone];
  let state = initialAutomationState();
  const steps = Math.floor(((grid.times.length - 1) * gridMs) / 1000 / replayStepS);
  const inputs: ZoneInputs[] = [];
  let heated = false;
  let vented = false;
  for (let k = 0; k < steps; k++) {
    now = grid.start + k * replayStepS * 1000;
    // Between two samples the readings are interpolated: a controller decides on fresh readings,
    // and one held 10 minutes makes its proportional vents and heating late.
    const pos = (now - grid.start) / gridMs;
    const slot = Math.floor(pos);
    const f = pos - slot;
    const readings: Reading[] = [];
    for (const { sensor, values } of series) {
      const a = values[slot] ?? NaN;
      const b = values[slot + 1] ?? a;
      const v = Number.isNaN(b) ? a : a + (b - a) * f;
      if (!Number.isNaN(v)) readings.push({ sid: sensor.sid, zid: sensor.zid, type: sensor.type, v, q: 0 });
    }
    const decision = decide({
      now,
      utcOffsetMin: offsetAt(h, now),
      readings,
      config,
      live: actuators.live(),
      state,
    });
    state = decision.state;
    actuators.apply(decision.targets);
    actuators.travel(replayStepS, now);
    const zone = zoneInputsFromActuators(zones, actuators.positions(), actuators.openValves(), defaultParams)[
      h.zone.id
    ];
    const input: ZoneInputs = { ...idleInputs, ...zone };
    if (input.heat > 0) heated = true;
    if (input.vent > 0 || input.fanFlow > 0) vented = true;
    inputs.push(input);
  }
  // The pipe thermometer tells the heating better than a replayed valve (simulate.ts).
  const pipe = grid.values.pipeTemp;
  const air = grid.values.airTemp;
  if (pipe && air) heated = pipe.some((t, i) => t - (air[i] ?? NaN) > heatedAboveK);
  return { inputs, heated, vented };
}
