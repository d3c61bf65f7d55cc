/**
 * `npm run bench:whatif-floor`: where the preview's floor comes from. On each demo controller's
 * greenhouse run with its own (true) physics, a 24 h preview of each zone is started every 12 h
 * with the true parameters and the hours of a perfect forecast, and changed one thing at a time:
 * its start (what the sensors read, or the greenhouse's whole state and the controller's memory),
 * its weather (the hours' means as the preview shapes them, straight lines between the means, or
 * the weather's own minutes), its cadence and its sensors' noise. The last row replays the
 * greenhouse's own actuators open loop on its own weather and start: zero, or the comparison is
 * broken. RMSE of the air temperature (K) against the greenhouse, every 10 minutes.
 * `GH_WHATIF_PARAMS=model` previews on the model's own values instead, `calibrated` on each zone's
 * calibration fitted on the week's 10-minute history as bench/what-if.ts does (the open-loop
 * replay keeps the true ones): the same changes, seen from the values a grower previews on.
 */
import { fallbackCalibration, type CalibrationParams, type Reading } from '../protocol/index.ts';
import { demoFarm, type ServerFixture } from '../fixtures/farms.ts';
import type { ActuatorLive, AutomationState } from '../model/automation/types.ts';
import { zoneInputsFromActuators } from '../model/greenhouse/actuator-inputs.ts';
import { fitCalibration } from '../model/calibration/index.ts';
import { createGreenhouse } from '../model/greenhouse/model.ts';
import type { Weather } from '../model/greenhouse/weather.ts';
import type { ZoneInputs, ZoneState } from '../model/greenhouse/zone-state.ts';
import { createClosedLoop } from '../model/greenhouse-loop/closed-loop.ts';
import { paramsOf } from '../model/preview/calibrated-params.ts';
import { weatherFromForecast } from '../model/preview/forecast-weather.ts';
import { resumedState } from '../model/preview/resumed-state.ts';
import { initialStateOf, type ZoneNow } from '../model/preview/run-preview.ts';
import { createRandom } from '../model/random.ts';
import { perfectForecast } from '../simulator/controller/world/forecast-hourly.ts';
import { serverGreenhouse } from '../simulator/testing/server-closed-loop.ts';
import { dayMs, evalDaysOr, historyDays, hourMs, issueEveryH, start, utcOffsetMin } from './what-if-setup.ts';

const evalDays = evalDaysOr(2);
const previewedOn = process.env.GH_WHATIF_PARAMS ?? 'true';
if (!['true', 'model', 'calibrated'].includes(previewedOn))
  throw new Error(`GH_WHATIF_PARAMS: true, model or calibrated, not ${previewedOn}`);
const place = { latitude: 30, longitude: utcOffsetMin / 4 };

type Variant = {
  weather: 'shaped' | 'straight' | 'minutes';
  start: 'readings' | 'true';
  decisionS: number;
  noise: boolean;
};
const asPreview: Variant = { weather: 'shaped', start: 'readings', decisionS: 60, noise: false };
const variants: Record<string, Variant> = {
  'the preview as it runs': asPreview,
  'straight lines between hours': { ...asPreview, weather: 'straight' },
  'deciding every 10 s': { ...asPreview, decisionS: 10 },
  'noisy readings': { ...asPreview, noise: true },
  'noisy readings every 10 s': { ...asPreview, noise: true, decisionS: 10 },
  'true start state': { ...asPreview, start: 'true' },
  "the weather's minutes": { ...asPreview, weather: 'minutes' },
  'all of the above': { weather: 'minutes', start: 'true', decisionS: 10, noise: true },
};
const replayRow = 'open-loop replay (must be 0)';

type Issue = {
  ts: number;
  now: Record<number, ZoneNow>;
  state: Record<number, ZoneState>;
  memory: AutomationState;
  actuators: Record<number, ActuatorLive>;
  windDir: number;
};
type Sq = { s: number; n: number };

function zoneNowOf(readings: readonly Reading[], zid: number): ZoneNow {
  const of = (type: Reading['type']) =>
    readings.find((r) => r.zid === zid && r.type === type)?.v ?? undefined;
  return {
    airTemp: of('airTemp') ?? NaN,
    airHum: of('airHum') ?? NaN,
    pipeTemp: of('pipeTemp'),
    co2Ppm: of('co2'),
  };
}

function floorOf(fixture: ServerFixture): Record<string, Sq> {
  const { loop, greenhouse, weather, config } = serverGreenhouse(fixture, { start });
  const zones = fixture.inventory.zone.map((z) => ({ id: z.f_zone_id, areaM2: z.area }));
  const sensors = fixture.inventory.sensor.filter((s) => s.enabled);
  const params = paramsOf(fixture.physics ?? fallbackCalibration);
  // The week the calibration reads, sampled as bench/what-if.ts samples it: the same draws of the
  // sensors' noise, so the same world as that bench's.
  const series: Record<number, [number, number | null][]> = {};
  const record = () => {
    for (const r of loop.readings()) (series[r.sid] ??= []).push([greenhouse.now(), r.v]);
  };
  record();
  for (let t = 0; t < historyDays * 86_400; t += 600) {
    loop.run(600, 10);
    record();
  }
  const previewParams = (zone: { id: number; areaM2: number }) => {
    if (previewedOn === 'true') return params;
    if (previewedOn === 'model') return paramsOf(fallbackCalibration);
    const outcome = fitCalibration({ zone, config, sensors, series, utcOffsetMin });
    if (!outcome.ok) throw new Error(`${fixture.server.sn} zone ${zone.id}: ${outcome.refusal.message}`);
    const fitted: CalibrationParams = outcome.fit.improves ? outcome.fit.params : fallbackCalibration;
    return paramsOf(fitted);
  };
  const evalStart = greenhouse.now();
  const truth = new Map<number, Map<number, number>>(zones.map((z) => [z.id, new Map()]));
  /** The zone inputs each 10 s step of the greenhouse had, by the step's start. */
  const inputs = new Map<number, Record<number, Partial<ZoneInputs>>>();
  const issues: Issue[] = [];
  const until = evalStart + evalDays * dayMs + 12 * hourMs;
  while (greenhouse.now() <= until) {
    const ts = greenhouse.now();
    if ((ts - evalStart) % 600_000 === 0)
      for (const z of zones) truth.get(z.id)?.set(ts, greenhouse.zone(z.id).airTemp);
    if ((ts - evalStart) % (issueEveryH * hourMs) === 0 && ts - evalStart < evalDays * dayMs) {
      const readings = loop.readings();
      issues.push({
        ts,
        now: Object.fromEntries(zones.map((z) => [z.id, zoneNowOf(readings, z.id)])),
        state: Object.fromEntries(zones.map((z) => [z.id, greenhouse.zone(z.id)])),
        memory: structuredClone(loop.state),
        actuators: structuredClone(loop.live),
        windDir: readings.find((r) => r.type === 'windDir')?.v ?? 180,
      });
    }
    loop.tick(10);
    // The actuators as the step just taken had them (after their travel).
    const positions = config.actuator.map((a) => ({
      aid: a.aid,
      zid: a.zid,
      kind: a.kind,
      pos: loop.live[a.aid]?.pos,
      on: loop.live[a.aid]?.on,
    }));
    const valves = config.valve.filter((v) => loop.live[v.aid]?.on === true);
    inputs.set(ts, zoneInputsFromActuators(greenhouse.zones, positions, valves, greenhouse.params));
  }

  const sq: Record<string, Sq> = {};
  const score = (row: string, zid: number, ts: number, airTemp: number) => {
    const real = truth.get(zid)?.get(ts);
    if (real === undefined) throw new Error(`no truth at ${new Date(ts).toISOString()}`);
    const acc = (sq[row] ??= { s: 0, n: 0 });
    acc.s += (airTemp - real) ** 2;
    acc.n++;
  };
  for (const z of zones) {
    const zoneParams = previewParams(z);
    for (const issue of issues) {
      const hours = perfectForecast(weather, { issuedAt: Math.floor(issue.ts / hourMs) * hourMs, hours: 25 });
      const now = issue.now[z.id] ?? { airTemp: NaN, airHum: NaN };
      for (const [row, v] of Object.entries(variants)) {
        const w: Weather =
          v.weather === 'minutes'
            ? weather
            : weatherFromForecast(hours, issue.windDir, v.weather === 'shaped' ? place : undefined);
        const gh = createGreenhouse({
          zones: [
            {
              id: z.id,
              areaM2: z.areaM2,
              initial: v.start === 'true' ? issue.state[z.id] : initialStateOf(now),
            },
          ],
          weather: w,
          start: issue.ts,
          params: zoneParams,
          maxSubStepS: 60,
        });
        const run = createClosedLoop({
          greenhouse: gh,
          config,
          sensors: sensors.filter((s) => s.zid === null || s.zid === z.id),
          utcOffsetMin,
          initialActuators: issue.actuators,
          initialState:
            v.start === 'true'
              ? structuredClone(issue.memory)
              : resumedState({
                  zones: [{ id: z.id, now }],
                  config,
                  actuators: issue.actuators,
                  start: issue.ts,
                  utcOffsetMin,
                  outTemp: w.at(issue.ts).outTemp,
                }),
          ...(v.noise && { random: createRandom(`preview/${issue.ts}/${z.id}`).next }),
        });
        const perSample = 600 / v.decisionS;
        for (let i = 1; i <= (24 * 3600) / v.decisionS; i++) {
          run.tick(v.decisionS);
          if (i % perSample === 0) score(row, z.id, gh.now(), gh.zone(z.id).airTemp);
        }
      }
      const gh = createGreenhouse({
        zones: [{ id: z.id, areaM2: z.areaM2, initial: issue.state[z.id] }],
        weather,
        start: issue.ts,
        params,
      });
      for (let i = 1; i <= 8640; i++) {
        gh.step(10, { zones: { [z.id]: inputs.get(gh.now())?.[z.id] ?? {} } });
        if (i % 60 === 0) score(replayRow, z.id, gh.now(), gh.zone(z.id).airTemp);
      }
    }
  }
  return sq;
}

const rows = [...Object.keys(variants), replayRow];
const all: Record<string, Sq> = {};
const perServer: Record<string, Sq>[] = [];
for (const fixture of demoFarm.servers) {
  const sq = floorOf(fixture);
  perServer.push(sq);
  for (const row of rows) {
    const acc = (all[row] ??= { s: 0, n: 0 });
    acc.s += sq[row]?.s ?? 0;
    acc.n += sq[row]?.n ?? 0;
  }
}
const k = (sq: Sq | undefined) => (sq ? Math.sqrt(sq.s / Math.max(1, sq.n)).toFixed(2) : '-').padStart(6);
console.log(
  `The preview's floor: ${previewedOn === 'true' ? 'true parameters' : previewedOn === 'model' ? "the model's values" : 'calibrated parameters'}, perfect forecast, ${evalDays} days of 24 h previews every ${issueEveryH} h after a ${historyDays}-day run`,
);
console.log(
  `air temperature RMSE, K    ${demoFarm.servers.map((f) => f.server.sn.slice(-3).padStart(6)).join('')}   all`,
);
for (const row of rows)
  console.log(`  ${row.padEnd(32)}${perServer.map((sq) => k(sq[row])).join('')}${k(all[row])}`);
