/**
 * `npm run scenario`                 lists the library (scenarios/*.scenario.{ts,json})
 * `npm run scenario -- NAME --check` plays NAME in a world of its own on a stepped clock, as fast as
 *                                    it goes; prints the timeline report; exits 1 on a miss
 * `npm run scenario -- --all --check` checks the whole library, `--jobs N` at a time (default: one
 *                                    per core); exits with the number of scenarios that missed
 *   `--dir PATH`                     a library of your own (the same file format) instead of this one
 *   `--farm PATH`                    every scenario plays on this farm file instead of its own farm
 * `npm run scenario -- --print-farm demo` prints a farm file to start one's own from (or seed:N)
 *   `--reporter text|junit|json`     the report's format (default text); `--out FILE` writes it there
 * `npm run scenario -- NAME [--speed 60]` plays NAME live: in the world `npm start` runs (its control
 *                                    API on GH_SIM_PORT), else in a world of its own at x`speed`
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { farmFileOf, loadFarmFile } from '../fixtures/farm-file.ts';
import type { Farm } from '../fixtures/farms.ts';
import { farmOf } from '../simulator/cli/farm-spec.ts';
import { describe } from '../protocol/index.ts';
import { simWorldEndpoints, worldError } from '../protocol/sim-world.ts';
import { z } from '../protocol/zod-mini.ts';
import { createWorldClock } from '../simulator/world-clock.ts';
import { findInLibrary, loadLibrary, scenariosDir } from '../scenarios/load.ts';
import { startPlay } from '../scenarios/player.ts';
import { reportOf } from '../scenarios/report.ts';
import { formatSuite, reporters, type Reporter, type SuiteEntry } from '../scenarios/reporters.ts';
import { ownStartOf } from '../scenarios/start-time.ts';
import { formatTime } from '../scenarios/times.ts';
import { devPorts } from './ports.ts';
import { checkScenario, ownWorld } from './scenario-check.ts';
import { checkSuite, defaultJobs } from './scenario-suite.ts';

const log = (line: string) => console.log(line);

async function list(dir: string, farm?: Farm): Promise<number> {
  const { scenarios, problems } = await loadLibrary(dir, farm);
  for (const s of scenarios)
    log(`  ${s.name.padEnd(28)} ${formatTime(s.durationMs).padStart(6)}  ${s.title.en}`);
  for (const p of problems) log(`  REJECTED ${p}`);
  return problems.length ? 1 : 0;
}

/** The running harness's control API, if one answers (GET /sim/world/status). */
async function runningHarness(): Promise<{ url: string; token: string } | undefined> {
  const url = `http://127.0.0.1:${devPorts(process.env).sim}`;
  let token = process.env.GH_SIM_TOKEN ?? '';
  if (!token)
    token = fs.existsSync('.state/sim-token') ? fs.readFileSync('.state/sim-token', 'utf8').trim() : '';
  try {
    const res = await fetch(`${url}${simWorldEndpoints.status.path}`, {
      headers: { 'x-gh-sim-token': token },
    });
    return res.ok ? { url, token } : undefined;
  } catch {
    return undefined;
  }
}

async function live(name: string, speed: number): Promise<number> {
  const def = await findInLibrary(name);
  const harness = await runningHarness();
  if (harness) {
    const res = await fetch(`${harness.url}${simWorldEndpoints.driveScenario.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gh-sim-token': harness.token },
      body: JSON.stringify({ action: 'start', name }),
    });
    const body: unknown = await res.json().catch(() => ({}));
    if (!res.ok) {
      const refusal = z.safeParse(worldError, body);
      return (
        log(
          `[scenario] the running world refused ${name}: ${refusal.success ? refusal.data.error : res.status}`,
        ),
        1
      );
    }
    const started = z.safeParse(simWorldEndpoints.driveScenario.answer, body);
    if (!started.success || !started.data.running) {
      const why = started.success ? 'no play is running' : describe(started.error);
      return (log(`[scenario] the running world's answer to ${name}: ${why}`), 1);
    }
    log(
      `[scenario] ${name} is playing in the running world (${harness.url}); follow it at /trainer, the report follows here`,
    );
    const state = await followPlay(harness, started.data.playId);
    if (!state) return (log(`[scenario] ${name} was stopped or replaced before it ended`), 1);
    log(reportOf(state));
    return state.expectations.every((e) => e.state === 'met') ? 0 : 1;
  }
  const clock = createWorldClock({ speed, start: ownStartOf(def) });
  const { world } = await ownWorld(def, undefined, clock);
  log(
    `[scenario] no world was running: started one (cloud ${world.cloud.url}, broker ${world.broker.tcpUrl}) playing ${name} at x${speed}; Ctrl-C stops`,
  );
  const play = await startPlay(def, world.playerWorld(log));
  process.once(
    'SIGINT',
    () =>
      void play
        .stop()
        .then(() => world.stop())
        .then(() => process.exit(130)),
  );
  const state = await play.done;
  await play.stop();
  await world.stop();
  log(reportOf(state));
  return state.expectations.every((e) => e.state === 'met') ? 0 : 1;
}

/** The running world's play `playId` once it has finished; undefined when another took its place. */
async function followPlay(harness: { url: string; token: string }, playId: string) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a person's pace: the world is not ours
    const res = await fetch(`${harness.url}${simWorldEndpoints.scenario.path}`, {
      headers: { 'x-gh-sim-token': harness.token },
    });
    const answer = z.safeParse(simWorldEndpoints.scenario.answer, await res.json());
    if (!answer.success) throw new Error(`[scenario] the running world's answer: ${describe(answer.error)}`);
    const state = answer.data;
    if (!state.running || state.playId !== playId) return undefined;
    if (state.finished) return state;
  }
}

/** A usage error: one line, exit 2. */
class UsageError extends Error {}

/** Writes the report to `out`, or prints it. */
function emit(text: string, out: string | undefined) {
  if (out === undefined) return log(text.trimEnd());
  fs.writeFileSync(out, text);
  log(`[scenario] report written to ${out}`);
}

/** Every scenario of `dir` checked; a bad file is a scenario not played. Exits with the misses. */
type SuiteOptions = {
  dir: string;
  farm?: { path: string; farm: Farm };
  reporter: Reporter;
  jobs: number;
  out?: string;
};

async function checkAll({ dir, farm, reporter, jobs, out }: SuiteOptions): Promise<number> {
  const { scenarios, problems } = await loadLibrary(dir, farm?.farm);
  if (scenarios.length === 0 && problems.length === 0) throw new UsageError(`no scenario files in ${dir}`);
  log(`[scenario] checking ${scenarios.length} scenarios, ${jobs} at a time`);
  const played = await checkSuite(
    scenarios.map((s) => s.name),
    {
      dir,
      farm: farm?.path,
      jobs,
      onDone: (e) =>
        log(`[scenario] ${e.passed ? 'met ' : 'MISS'} ${e.name}${e.error ? `: ${e.error}` : ''}`),
    },
  );
  const rejected: SuiteEntry[] = problems.map((p) => ({
    name: p.split(':')[0] ?? p,
    passed: false,
    wallMs: 0,
    error: p,
  }));
  const entries = [...played, ...rejected];
  emit(formatSuite[reporter](entries), out);
  return Math.min(100, entries.filter((e) => !e.passed).length);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      check: { type: 'boolean' },
      speed: { type: 'string' },
      all: { type: 'boolean' },
      dir: { type: 'string' },
      reporter: { type: 'string' },
      out: { type: 'string' },
      jobs: { type: 'string' },
      farm: { type: 'string' },
      'print-farm': { type: 'string' },
    },
  });
  if (values['print-farm'] !== undefined) {
    process.stdout.write(farmFileOf(farmOf({ name: values['print-farm'] })));
    return 0;
  }
  const farm =
    values.farm === undefined
      ? undefined
      : { path: path.resolve(values.farm), farm: loadFarmFile(values.farm) };
  const dir = values.dir === undefined ? scenariosDir : path.resolve(values.dir);
  if (values.dir !== undefined && !fs.existsSync(dir))
    throw new UsageError(`--dir ${values.dir}: no such folder`);
  const reporter = reporters.find((r) => r === (values.reporter ?? 'text'));
  if (!reporter) throw new UsageError(`--reporter ${values.reporter}: use one of ${reporters.join(', ')}`);
  const jobs = values.jobs === undefined ? defaultJobs() : Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError(`--jobs ${values.jobs}: a whole number >= 1`);
  const name = positionals[0];
  if (values.all) {
    if (!values.check) throw new UsageError('--all checks the library: add --check');
    if (name) throw new UsageError(`--all checks every scenario: leave out ${name}`);
    return checkAll({ dir, farm, reporter, jobs, out: values.out });
  }
  if (!name) return list(dir, farm?.farm);
  if (!values.check) return live(name, Math.min(3600, Math.max(1, Number(values.speed ?? 60) || 60)));
  const result = await checkScenario(await findInLibrary(name, dir, farm?.farm), undefined, farm?.farm);
  const entry: SuiteEntry = { name, passed: result.passed, wallMs: result.wallMs, state: result.state };
  emit(
    reporter === 'text' ? reportOf(result.state, result.wallMs) : formatSuite[reporter]([entry]),
    values.out,
  );
  return result.passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[scenario] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
