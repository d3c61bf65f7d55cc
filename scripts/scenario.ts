/**
 * `npm run scenario`                 lists the library (scenarios/*.scenario.{ts,json})
 * `npm run scenario -- NAME --check` plays NAME in a world of its own on a stepped clock, as fast as
 *                                    it goes; prints the timeline report; exits 1 on a miss
 * `npm run scenario -- NAME [--speed 60]` plays NAME live: in the world `npm start` runs (its control
 *                                    API on GH_SIM_PORT), else in a world of its own at x`speed`
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { simWorldEndpoints } from '../protocol/sim-world.ts';
import { devPorts } from './ports.ts';
import { createWorldClock } from '../simulator/world-clock.ts';
import { checkScenario, ownWorld } from './scenario-check.ts';
import { findInLibrary, loadLibrary } from '../scenarios/load.ts';
import { startPlay, type RunState } from '../scenarios/player.ts';
import { reportOf } from '../scenarios/report.ts';
import { ownStartOf } from '../scenarios/start-time.ts';
import { formatTime } from '../scenarios/times.ts';

const log = (line: string) => console.log(line);

async function list(): Promise<number> {
  const { scenarios, problems } = await loadLibrary();
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
    const body = (await res.json().catch(() => ({}))) as { error?: string; playId?: string };
    if (!res.ok) return (log(`[scenario] the running world refused ${name}: ${body.error ?? res.status}`), 1);
    log(
      `[scenario] ${name} is playing in the running world (${harness.url}); follow it at /trainer, the report follows here`,
    );
    const state = await followPlay(harness, body.playId);
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
async function followPlay(harness: { url: string; token: string }, playId: string | undefined) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a person's pace: the world is not ours
    const res = await fetch(`${harness.url}${simWorldEndpoints.scenario.path}`, {
      headers: { 'x-gh-sim-token': harness.token },
    });
    const state = (await res.json()) as RunState | { running: false };
    if (!state.running || state.playId !== playId) return undefined;
    if (state.finished) return state;
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { check: { type: 'boolean' }, speed: { type: 'string' } },
  });
  const name = positionals[0];
  if (!name) return list();
  if (!values.check) return live(name, Math.min(3600, Math.max(1, Number(values.speed ?? 60) || 60)));
  const result = await checkScenario(await findInLibrary(name));
  log(reportOf(result.state, result.wallMs));
  return result.passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[scenario] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
