/**
 * Where the console's traces live: recordings in `<stateDir>/traces/` (in memory when the world has
 * no state directory) and the committed library `scenarios/*.trace.jsonl`, read-only.
 */
import { traceNamePattern } from '../../protocol/sim-world.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type TraceInfo = { name: string; source: 'recorded' | 'library'; bytes: number; savedAt: number };

export type TraceStore = {
  list(): TraceInfo[];
  /** The trace's text, or undefined when there is no trace of that name. */
  read(name: string): string | undefined;
  save(name: string, text: string, savedAt: number): TraceInfo;
};

const suffix = '.trace.jsonl';
/** A trace name: a file name without its suffix, nothing that could leave the folder. */
export { traceNamePattern };
export const defaultLibraryDir = fileURLToPath(new URL('../../scenarios/', import.meta.url));

function filesIn(dir: string | undefined, source: TraceInfo['source']): TraceInfo[] {
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(suffix) && traceNamePattern.test(file.slice(0, -suffix.length)))
    .map((file) => {
      const stat = fs.statSync(path.join(dir, file));
      return { name: file.slice(0, -suffix.length), source, bytes: stat.size, savedAt: stat.mtimeMs };
    });
}

export function createTraceStore(options: { stateDir?: string; libraryDir?: string }): TraceStore {
  const recordedDir = options.stateDir ? path.join(options.stateDir, 'traces') : undefined;
  const libraryDir = options.libraryDir ?? defaultLibraryDir;
  const memory = new Map<string, { text: string; info: TraceInfo }>();
  const fileOf = (dir: string | undefined, name: string) => {
    const file = dir && traceNamePattern.test(name) ? path.join(dir, `${name}${suffix}`) : undefined;
    return file && fs.existsSync(file) ? file : undefined;
  };
  return {
    list() {
      const recorded = recordedDir
        ? filesIn(recordedDir, 'recorded')
        : [...memory.values()].map((m) => m.info);
      const byNewest = (a: TraceInfo, b: TraceInfo) => b.savedAt - a.savedAt || a.name.localeCompare(b.name);
      return [...recorded.sort(byNewest), ...filesIn(libraryDir, 'library').sort(byNewest)];
    },
    read(name) {
      if (!traceNamePattern.test(name)) return undefined;
      const file = fileOf(recordedDir, name) ?? fileOf(libraryDir, name);
      return file ? fs.readFileSync(file, 'utf8') : memory.get(name)?.text;
    },
    save(name, text, savedAt) {
      if (!traceNamePattern.test(name)) throw new Error(`[sim] bad trace name ${name}`);
      const info: TraceInfo = { name, source: 'recorded', bytes: Buffer.byteLength(text), savedAt };
      if (!recordedDir) return (memory.set(name, { text, info }), info);
      fs.mkdirSync(recordedDir, { recursive: true });
      fs.writeFileSync(path.join(recordedDir, `${name}${suffix}`), text);
      return info;
    },
  };
}
