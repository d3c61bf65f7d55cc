/**
 * `npm test`: every suite (typecheck, lint, unit, scenarios, e2e build, e2e), each one's time
 * printed as it ends and a summary at the end; a failing suite stops the run with its exit code.
 * The type check, the lint and the unit suite run one after another beside the scenario suite
 * (output printed when each suite ends), then the e2e build and the e2e suite with their output live.
 * `.ci/run` runs exactly this after `npm ci` (CI under 15 minutes, per-suite times).
 */
import { spawn } from 'node:child_process';

/**
 * Phases in order; the lanes of a phase run at once, the suites of a lane one after another (a lane
 * stops at its first failure, the phase's other lanes finish). On 2 cores the type check, the lint
 * and the unit suite (each mostly one core) run in one lane beside the scenarios (one core) in the
 * other: run as two pairs instead (typecheck beside lint, then unit beside scenarios) they took
 * 143 s + 213 s, with a core idle in each pair once its shorter suite ended.
 */
export const phases = [
  [
    [
      ['typecheck', 'typecheck'],
      ['lint', 'lint'],
      ['unit', 'test:unit'],
    ],
    [['scenarios', 'test:scenarios']],
  ],
  [[['e2e build', 'test:e2e:build']]],
  [[['e2e', 'test:e2e:run']]],
] as const;

export const budgetS = 900;

type Ran = { name: string; code: number; took: number };

/** Runs one suite; alone its output is live, beside others it is held and printed when it ends. */
function run(name: string, script: string, alone: boolean): Promise<Ran> {
  const t0 = Date.now();
  console.log(`[test] ${name}: npm run ${script}`);
  const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : 'pipe' });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    const done = (code: number) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve({ name, code, took: Math.round((Date.now() - t0) / 1000) });
    };
    child.once('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('close', (code) => done(code ?? 1));
  });
}

/** Runs a lane's suites in order until one fails. */
async function runLane(lane: readonly (readonly [string, string])[], alone: boolean): Promise<Ran[]> {
  const ran: Ran[] = [];
  for (const [name, script] of lane) {
    const r = await run(name, script, alone);
    ran.push(r);
    console.log(
      r.code === 0 ? `[test] ${r.name} took ${r.took} s` : `[test] ${r.name} FAILED after ${r.took} s`,
    );
    if (r.code !== 0) break;
  }
  return ran;
}

async function main(): Promise<number> {
  const start = Date.now();
  const times: string[] = [];
  for (const phase of phases) {
    const t0 = Date.now();
    const alone = phase.length === 1 && phase[0]?.length === 1;
    const ran = (await Promise.all(phase.map((lane) => runLane(lane, alone)))).flat();
    for (const r of ran) times.push(`${r.name.padEnd(12)} ${String(r.took).padStart(5)} s`);
    if (phase.length > 1)
      times.push(
        `${'(side by side'.padEnd(12)} ${String(Math.round((Date.now() - t0) / 1000)).padStart(5)} s)`,
      );
    const failed = ran.find((r) => r.code !== 0);
    if (failed) return failed.code;
  }
  const total = Math.round((Date.now() - start) / 1000);
  console.log('[test] suite times (typecheck, lint and unit one after another beside the scenarios):');
  for (const line of times) console.log(`[test]   ${line}`);
  console.log(`[test] total ${total} s (CI budget ${budgetS} s with npm ci)`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
