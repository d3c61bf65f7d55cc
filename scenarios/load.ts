/**
 * The scenario library: discovers `scenarios/*.scenario.{ts,json}`, checks each file against the
 * format (scenario.ts) and against its farm (farm-check.ts), and rejects a bad one with one message
 * naming the file, the step and the problem. A bad file never hides the good ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Farm } from '../fixtures/farms.ts';
import { farmProblems } from './farm-check.ts';
import { describeProblems, finish, scenarioSchema, type CheckedScenario } from './scenario.ts';

export const scenariosDir = path.dirname(fileURLToPath(import.meta.url));
const pattern = /^([a-z0-9-]+)\.scenario\.(ts|json)$/;

/** One error message: `scenarios/x.scenario.json: step 2 (at '10m', event): unknown event ...`. */
export class ScenarioFileError extends Error {}

const shown = (file: string) => path.relative(process.cwd(), file) || file;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Checks a parsed definition (a JSON file's content) as the file `file` would be. `farm`, in this
 * and the loaders below: the farm it will play on instead of its own (`--farm PATH`).
 */
export function checkScenario(raw: unknown, file: string, farm?: Farm): CheckedScenario {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) throw new ScenarioFileError(`${shown(file)}: ${describeProblems(raw, parsed.error)}`);
  return checkFile(finish(parsed.data), file, farm);
}

function checkFile(def: CheckedScenario, file: string, farm?: Farm): CheckedScenario {
  const base = pattern.exec(path.basename(file))?.[1];
  if (base && base !== def.name)
    throw new ScenarioFileError(`${shown(file)}: name: "${def.name}" must be the file's name "${base}"`);
  const problems = farmProblems(def, farm);
  if (problems.length) throw new ScenarioFileError(`${shown(file)}: ${problems.slice(0, 3).join('; ')}`);
  return def;
}

/** Loads one file; throws a ScenarioFileError naming it, the step and the problem. */
export async function loadScenarioFile(file: string, farm?: Farm): Promise<CheckedScenario> {
  if (file.endsWith('.json')) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ScenarioFileError(`${shown(file)}: not a JSON file: ${messageOf(error)}`);
    }
    return checkScenario(raw, file, farm);
  }
  let def: unknown;
  try {
    def = ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
  } catch (error) {
    // defineScenario throws "scenario NAME: step 3 (at ...): problem".
    throw new ScenarioFileError(`${shown(file)}: ${messageOf(error)}`);
  }
  if (!def || typeof def !== 'object' || !('timeline' in def))
    throw new ScenarioFileError(`${shown(file)}: the default export is not a defineScenario(...)`);
  return checkFile(def as CheckedScenario, file, farm);
}

export type Library = { scenarios: CheckedScenario[]; problems: string[] };

/** Every scenario file of `dir`, by name; bad files in `problems`. */
export async function loadLibrary(dir = scenariosDir, farm?: Farm): Promise<Library> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort();
  const scenarios: CheckedScenario[] = [];
  const problems: string[] = [];
  for (const f of files) {
    try {
      scenarios.push(await loadScenarioFile(path.join(dir, f), farm));
    } catch (error) {
      problems.push(messageOf(error));
    }
  }
  return { scenarios, problems };
}

/** One scenario by name; throws with the names there are, or the file's problem. */
export async function findInLibrary(name: string, dir = scenariosDir, farm?: Farm): Promise<CheckedScenario> {
  for (const ext of ['ts', 'json'])
    if (fs.existsSync(path.join(dir, `${name}.scenario.${ext}`)))
      return loadScenarioFile(path.join(dir, `${name}.scenario.${ext}`), farm);
  const { scenarios } = await loadLibrary(dir, farm);
  throw new ScenarioFileError(`no scenario ${name}; there are: ${scenarios.map((s) => s.name).join(', ')}`);
}
