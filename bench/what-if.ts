/**
 * `npm run bench:whatif`: the preview judged against the simulated truth. Each demo controller's
 * greenhouse (simulator/testing/server-closed-loop.ts: its fixture's physics, 20-40 % off the model's
 * own values, its seeded spring weather, its automation deciding every 10 s) runs a week whose sensor
 * history each zone is calibrated on, then `evalDays` more days. Twice a day a 24 h preview of each
 * zone starts from what its sensors read and its actuators stand at, and is compared with what the
 * greenhouse then did: with the model's own values and with the zone's calibration, on the hours as
 * they came (a perfect forecast) and on the forecast the controller offered then (with its error).
 * Also timed: one zone's 24 h preview and one 7-day calibration, each in a worker thread running
 * the same modules alone (bench/what-if-worker.ts), as the app's worker does. docs/what-if.md says
 * how the parts fit.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ForecastHour, Reading } from '../protocol/index.ts';
import { fallbackCalibration, type CalibrationParams } from '../protocol/index.ts';
import { demoFarm, type ServerFixture } from '../fixtures/farms.ts';
import type { CalibrationOutcome } from '../model/calibration/index.ts';
import { rhFromVapour } from '../model/greenhouse/psychro.ts';
import { paramsOf } from '../model/preview/calibrated-params.ts';
import type { PreviewRun, ZoneNow } from '../model/preview/run-preview.ts';
import { hourlyForecast, perfectForecast } from '../simulator/controller/world/forecast-hourly.ts';
import { serverGreenhouse } from '../simulator/testing/server-closed-loop.ts';
import type { ActuatorLive } from '../model/automation/types.ts';
import type { WhatIfJob } from './what-if-worker.ts';
import { dayMs, evalDaysOr, historyDays, hourMs, issueEveryH, start, utcOffsetMin } from './what-if-setup.ts';

const evalDays = evalDaysOr(5);
const previewHours = 24;
const sampleMin = 10;

type Issue = {
  ts: number;
  now: Record<number, ZoneNow>;
  actuators: Record<number, ActuatorLive>;
  windDir: number;
  perfect: ForecastHour[];
  forecast: ForecastHour[];
};
type Sq = { t: number; h: number; n: number };
type Variant =
  | 'default·perfect'
  | 'calibrated·perfect'
  | 'true·perfect'
  | 'default·forecast'
  | 'calibrated·forecast'
  | 'true·forecast';
/** `true`: the fixture's own physics, the preview's floor (what no calibration can beat). */
const variants: Variant[] = [
  'default·perfect',
  'calibrated·perfect',
  'true·perfect',
  'default·forecast',
  'calibrated·forecast',
  'true·forecast',
];

const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
  /\.cjs$/,
  '.mjs',
);
const workerEntry = new URL('./what-if-worker.ts', import.meta.url).href;
const worker = new Worker(
  `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(workerEntry)});`,
  { eval: true },
);
/** One job in the worker, one at a time: its result and the worker's own wall time for it. */
function inWorker(job: WhatIfJob & { kind: 'fit' }): Promise<{ result: CalibrationOutcome; ms: number }>;
function inWorker(job: WhatIfJob & { kind: 'preview' }): Promise<{ result: PreviewRun; ms: number }>;
function inWorker(job: WhatIfJob): Promise<{ result: unknown; ms: number }> {
  return new Promise((resolve, reject) => {
    const done = (answer: { result: unknown; ms: number }) => {
      worker.off('error', reject);
      resolve(answer);
    };
    worker.once('message', done);
    worker.once('error', reject);
    worker.postMessage(job);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const rmse = (s: Sq) => ({ t: Math.sqrt(s.t / Math.max(1, s.n)), h: Math.sqrt(s.h / Math.max(1, s.n)) });

/** What the app reads of a zone now: its air sensors (with their noise), its pipe and CO₂. */
function zoneNowOf(readings: readonly Reading[], zid: number): ZoneNow {
  const of = (type: Reading['type']) =>
    readings.find((r) => r.zid === zid && r.type === type)?.v ?? undefined;
  const airTemp = of('airTemp');
  const airHum = of('airHum');
  if (airTemp === undefined || airHum === undefined) throw new Error(`zone ${zid} reads no air`);
  return { airTemp, airHum, pipeTemp: of('pipeTemp'), co2Ppm: of('co2') };
}

async function benchServer(fixture: ServerFixture) {
  const sn = fixture.server.sn;
  const { loop, greenhouse, weather, config } = serverGreenhouse(fixture, { start });
  const zones = fixture.inventory.zone.map((z) => ({ id: z.f_zone_id, areaM2: z.area }));
  const sensors = fixture.inventory.sensor.filter((s) => s.enabled);
  const physics = fixture.physics ?? fallbackCalibration;

  // The week the calibration reads: every sensor every 10 minutes, as sensor/historyData answers.
  const series: Record<number, [number, number | null][]> = {};
  const record = () => {
    const ts = greenhouse.now();
    for (const r of loop.readings()) (series[r.sid] ??= []).push([ts, r.v]);
  };
  record();
  for (let t = 0; t < historyDays * 86_400; t += sampleMin * 60) {
    loop.run(sampleMin * 60, 10);
    record();
  }

  // The days after: what the greenhouse did every 10 minutes, and what a preview would start from.
  const truth = new Map<number, Map<number, { t: number; h: number }>>(zones.map((z) => [z.id, new Map()]));
  const issues: Issue[] = [];
  const until = greenhouse.now() + (evalDays * dayMs + previewHours * hourMs - issueEveryH * hourMs);
  const evalStart = greenhouse.now();
  while (greenhouse.now() <= until) {
    const ts = greenhouse.now();
    for (const z of zones) {
      const s = greenhouse.zone(z.id);
      truth.get(z.id)?.set(ts, { t: s.airTemp, h: rhFromVapour(s.airTemp, s.vapour) });
    }
    if ((ts - evalStart) % (issueEveryH * hourMs) === 0 && ts - evalStart < evalDays * dayMs) {
      const readings = loop.readings();
      const issuedAt = Math.floor(ts / hourMs) * hourMs;
      issues.push({
        ts,
        now: Object.fromEntries(zones.map((z) => [z.id, zoneNowOf(readings, z.id)])),
        actuators: structuredClone(loop.live),
        windDir: readings.find((r) => r.type === 'windDir')?.v ?? 180,
        perfect: perfectForecast(weather, { issuedAt, hours: previewHours + 1 }),
        forecast: hourlyForecast(weather, { site: sn, issuedAt, hours: previewHours + 1 }),
      });
    }
    loop.run(sampleMin * 60, 10);
  }

  const rows: string[] = [];
  const totals = Object.fromEntries(variants.map((v) => [v, { t: 0, h: 0, n: 0 }])) as Record<Variant, Sq>;
  const previewMs: number[] = [];
  const fitMs: number[] = [];
  for (const z of zones) {
    const { result: outcome, ms } = await inWorker({
      kind: 'fit',
      history: { zone: z, config, sensors, series, utcOffsetMin },
    });
    fitMs.push(ms);
    if (!outcome.ok) throw new Error(`${sn} zone ${z.id}: ${outcome.refusal.message}`);
    // What the app does: a fit that does not beat the model's values on its held-out day is not saved.
    const calibrated: CalibrationParams = outcome.fit.improves ? outcome.fit.params : fallbackCalibration;
    const perZone = Object.fromEntries(variants.map((v) => [v, { t: 0, h: 0, n: 0 }])) as Record<Variant, Sq>;
    for (const issue of issues) {
      for (const v of variants) {
        const params = paramsOf(
          v.startsWith('calibrated') ? calibrated : v.startsWith('true') ? physics : fallbackCalibration,
        );
        const { result: run, ms: runMs } = await inWorker({
          kind: 'preview',
          input: {
            zones: [{ ...z, now: issue.now[z.id] ?? { airTemp: NaN, airHum: NaN } }],
            config,
            sensors,
            actuators: issue.actuators,
            forecast: v.endsWith('perfect') ? issue.perfect : issue.forecast,
            windDir: issue.windDir,
            start: issue.ts,
            hours: previewHours,
            utcOffsetMin,
            params,
          },
          sampleMin,
        });
        previewMs.push(runMs);
        for (const sample of run.samples.slice(1)) {
          const p = sample.zones[z.id];
          const real = truth.get(z.id)?.get(sample.ts);
          if (!p || !real)
            throw new Error(`${sn} zone ${z.id}: no truth at ${new Date(sample.ts).toISOString()}`);
          for (const sq of [perZone[v], totals[v]]) {
            sq.t += (p.airTemp - real.t) ** 2;
            sq.h += (p.airHum - real.h) ** 2;
            sq.n++;
          }
        }
      }
    }
    const cells = variants.map((v) => {
      const e = rmse(perZone[v]);
      return `${e.t.toFixed(2).padStart(5)} ${e.h.toFixed(1).padStart(4)}`;
    });
    rows.push(
      `  ${`${sn} zone ${z.id}`.padEnd(22)} ${cells.join('   ')}   [${outcome.fit.improves ? `${outcome.fit.fitted.length} fitted` : 'not saved'}]`,
    );
  }
  return { rows, totals, previewMs, fitMs, issues: issues.length };
}

const began = performance.now();
console.log(
  `What-if against the simulated truth: ${historyDays} days of history, then ${evalDays} days of 24 h previews every ${issueEveryH} h`,
);
console.log(`RMSE of air temperature (K) and humidity (%RH) of each 24 h preview against the greenhouse:`);
console.log(`  ${''.padEnd(22)} ${variants.map((v) => v.padEnd(13)).join('  ')}`);
const all = Object.fromEntries(variants.map((v) => [v, { t: 0, h: 0, n: 0 }])) as Record<Variant, Sq>;
const previewMs: number[] = [];
const fitMs: number[] = [];
let issues = 0;
for (const fixture of demoFarm.servers) {
  const out = await benchServer(fixture);
  for (const row of out.rows) console.log(row);
  for (const v of variants) {
    all[v].t += out.totals[v].t;
    all[v].h += out.totals[v].h;
    all[v].n += out.totals[v].n;
  }
  previewMs.push(...out.previewMs);
  fitMs.push(...out.fitMs);
  issues = out.issues;
}
const cells = variants.map((v) => {
  const e = rmse(all[v]);
  return `${e.t.toFixed(2).padStart(5)} ${e.h.toFixed(1).padStart(4)}`;
});
console.log(`  ${'all zones'.padEnd(22)} ${cells.join('   ')}`);
const ratio = (a: Variant, b: Variant) => (rmse(all[a]).t / rmse(all[b]).t).toFixed(1);
console.log(
  `  calibration improves air temperature ${ratio('default·perfect', 'calibrated·perfect')}× on perfect weather, ` +
    `${ratio('default·forecast', 'calibrated·forecast')}× on the forecast (${issues} previews a zone and variant)`,
);
console.log(
  `\none zone's 24 h preview: ${median(previewMs).toFixed(0)} ms median, first ${previewMs[0]?.toFixed(0)} ms, ` +
    `slowest ${Math.max(...previewMs).toFixed(0)} ms (${previewMs.length} runs)`,
);
console.log(
  `one 7-day calibration: ${(median(fitMs) / 1000).toFixed(1)} s median, first ${((fitMs[0] ?? NaN) / 1000).toFixed(1)} s, ` +
    `slowest ${(Math.max(...fitMs) / 1000).toFixed(1)} s (${fitMs.length} zones)`,
);
await worker.terminate();
console.log(
  `(wall time in the worker thread; the whole bench ${((performance.now() - began) / 1000).toFixed(0)} s)`,
);
