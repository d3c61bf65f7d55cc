/**
 * `--all --check`: every scenario of a library checked, each in a process of its own (a world of its
 * own on free ports, as `--check` plays one), `jobs` at a time. A scenario whose process fails is
 * reported with the reason; the others go on.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SuiteEntry } from '../scenarios/reporters.ts';

const cli = fileURLToPath(new URL('./scenario.ts', import.meta.url));

/** Processes at once by default: one per core, as the worlds are CPU-bound. */
export const defaultJobs = () => Math.max(1, os.availableParallelism());

function entryIn(file: string, name: string): SuiteEntry | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { scenarios?: unknown };
    const entry = Array.isArray(parsed.scenarios)
      ? (parsed.scenarios[0] as SuiteEntry | undefined)
      : undefined;
    return entry && entry.name === name && typeof entry.passed === 'boolean' ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** Checks `name` (found in `dir`) in a child process; never rejects. */
function checkInChild(name: string, where: { dir: string; farm?: string }, tmp: string): Promise<SuiteEntry> {
  const out = path.join(tmp, `${name}.json`);
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        cli,
        name,
        '--check',
        '--dir',
        where.dir,
        ...(where.farm ? ['--farm', where.farm] : []),
        '--reporter',
        'json',
        '--out',
        out,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error) =>
      resolve({ name, passed: false, wallMs: Date.now() - began, error: error.message }),
    );
    child.on('close', (code) => {
      const entry = entryIn(out, name);
      if (entry) return resolve(entry);
      const why = stderr.trim().split('\n').at(-1) || `exited with ${code}`;
      resolve({ name, passed: false, wallMs: Date.now() - began, error: why });
    });
  });
}

/** Checks every name, `jobs` at a time, and returns them in the order given. */
export async function checkSuite(
  names: readonly string[],
  options: { dir: string; farm?: string; jobs: number; onDone?: (entry: SuiteEntry) => void },
): Promise<SuiteEntry[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-scenarios-'));
  const results = new Array<SuiteEntry>(names.length);
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const i = next++;
      const entry = await checkInChild(names[i] as string, options, tmp);
      results[i] = entry;
      options.onDone?.(entry);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, names.length)) }, worker));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return results;
}
