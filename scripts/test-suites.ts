/**
 * `npm test`: every suite (typecheck, lint, unit, scenarios, e2e build, e2e), each one's time
 * printed as it ends and a summary at the end; a failing suite stops the run with its exit code.
 * The type check and the lint run side by side, then the unit and scenario suites (their output
 * is printed when each ends), then the e2e build and the e2e suite with their output live.
 * `.ci/run` runs exactly this after `npm ci` (issue 15: CI under 20 minutes, per-suite times).
 */
import { spawn } from 'node:child_process';

/**
 * Groups of [name, npm script]: the suites of a group run at once, the groups in order. Side by side
 * on 2 cores: typecheck and lint 106 s instead of 170, unit and scenarios 212 s instead of 332.
 */
export const suites = [
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
  ],
  [
    ['unit', 'test:unit'],
    ['scenarios', 'test:scenarios'],
  ],
  [['e2e build', 'test:e2e:build']],
  [['e2e', 'test:e2e:run']],
] as const;

export const budgetS = 1200;

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

async function main(): Promise<number> {
  const start = Date.now();
  const times: string[] = [];
  for (const group of suites) {
    const ran = await Promise.all(group.map(([name, script]) => run(name, script, group.length === 1)));
    for (const r of ran) {
      console.log(
        r.code === 0 ? `[test] ${r.name} took ${r.took} s` : `[test] ${r.name} FAILED after ${r.took} s`,
      );
      times.push(`${r.name.padEnd(12)} ${String(r.took).padStart(5)} s`);
    }
    const failed = ran.find((r) => r.code !== 0);
    if (failed) return failed.code;
  }
  const total = Math.round((Date.now() - start) / 1000);
  console.log('[test] suite times (typecheck with lint, unit with scenarios side by side):');
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
