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

// The file is the json reporter's, written by the child: its name, verdict and time say it is whole.
const isEntryOf = (name: string, entry: unknown): entry is SuiteEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  'name' in entry &&
  entry.name === name &&
  'passed' in entry &&
  typeof entry.passed === 'boolean' &&
  'wallMs' in entry &&
  typeof entry.wallMs === 'number';

function entryIn(file: string, name: string): SuiteEntry | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const scenarios =
      typeof parsed === 'object' && parsed !== null && 'scenarios' in parsed ? parsed.scenarios : [];
    const entry: unknown = Array.isArray(scenarios) ? scenarios[0] : undefined;
    return isEntryOf(name, entry) ? entry : undefined;
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
      const name = names[i];
      if (name === undefined) break;
      const entry = await checkInChild(name, options, tmp);
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
