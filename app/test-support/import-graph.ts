// The app's modules as a graph of relative imports (static and dynamic, not `import type`), read from
// the sources: which modules a file loads, for app/i18n/screen-namespaces.test.ts.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"`;]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)|(?:^|\n)\s*import\s+'(\.[^']+)'/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import specifier names, or null when it is not a source file (an asset, a JSON file). */
export function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The source files a file imports at run time (relative specifiers only: packages are not followed). */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? match[3]!);
    if (target) found.add(target);
  }
  return [...found];
}

/**
 * Every file reached from `starts` through imports, not entering the files `stop` says no to (they are
 * left out of the answer, and so is what only they import). The starts are part of the answer.
 */
export function reachable(starts: string[], stop: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) if (!seen.has(next) && !stop(next)) queue.push(next);
  }
  return seen;
}
