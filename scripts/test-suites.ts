/**
 * `npm test`: every suite in order (typecheck, lint, unit, scenarios, e2e build, e2e), each one's
 * time printed as it ends and a summary at the end; the first failing suite stops the run with its
 * exit code. `.ci/run` runs exactly this after `npm ci` (issue 15: CI under 20 minutes, per-suite times).
 */
import { spawnSync } from 'node:child_process';

export const suites = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['scenarios', 'test:scenarios'],
  ['e2e build', 'test:e2e:build'],
  ['e2e', 'test:e2e:run'],
] as const;

export const budgetS = 1200;

function main(): number {
  const start = Date.now();
  const times: string[] = [];
  for (const [name, script] of suites) {
    const t0 = Date.now();
    console.log(`[test] ${name}: npm run ${script}`);
    const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
    const took = Math.round((Date.now() - t0) / 1000);
    if (run.status !== 0) {
      console.log(`[test] ${name} FAILED after ${took} s`);
      return run.status ?? 1;
    }
    times.push(`${name.padEnd(12)} ${String(took).padStart(5)} s`);
    console.log(`[test] ${name} took ${took} s`);
  }
  const total = Math.round((Date.now() - start) / 1000);
  console.log('[test] suite times:');
  for (const line of times) console.log(`[test]   ${line}`);
  console.log(`[test] total ${total} s (CI budget ${budgetS} s with npm ci)`);
  return 0;
}

process.exitCode = main();
