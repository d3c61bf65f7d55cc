/**
 * Route budgets: per screen of app/router.tsx, the gzip size of every JS file it loads,
 * from Vite's manifest of a production build: the entry (index.html's script) and its static imports;
 * the app it opens (`firstLoadModules`: the light login on /login, the full app elsewhere, app/main.tsx)
 * and its static imports; each lazy module of the route's levels (`handle.chunk`) and its static
 * imports, transitively.
 * Modules loaded later by a dynamic import (MQTT.js after login, a chart inside a screen) are not
 * counted: they do not hold up the screen's first paint.
 *
 *   node --import tsx scripts/route-budgets.ts [dir]   (a build made with `vite build --manifest`)
 *
 * tests/unit/route-budgets.test.ts builds and checks; `npm run bench` prints the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ScreenRoute } from './route-table.ts';

type Limits = { login: number; home: number; other: number };

/** The targets in kB (1 kB = 1024 bytes) of gzip: /login, the home screen, every other screen. */
export const targetsKb: Limits = { login: 120, home: 250, other: 300 };

/**
 * What the build is held to (the test fails above): the targets. The light login
 * (app/login-main.tsx) is React, i18next, zod and the login tab's own code; the full app's screens
 * add React Router, MUI's theme and components and the shell (docs/performance.md, "Route budgets").
 */
export const budgetsKb: Limits = { ...targetsKb };

/**
 * recharts is in no screen's first load: the chart screens (history, a sensor's trend, a fertigation
 * run) load `app/components/charts/history-chart.tsx`, a chunk with recharts, when a chart shows.
 */
export const chartChunk = 'app/components/charts/history-chart.tsx';

/**
 * The modules a route's first load opens besides the entry: on /login the light login alone (React
 * without MUI or the router; the full app's /login route, shown after a logout, is not a first load),
 * elsewhere the full app and the lazy modules of the route's levels.
 */
export const firstLoadModules = (route: string, chunks: string[]): string[] =>
  route === '/login' ? ['app/login-main'] : ['app/app-main', ...chunks];

const limitOf = (limits: Limits, route: string): number =>
  route === '/login' ? limits.login : route === '/' ? limits.home : limits.other;

export const budgetOf = (route: string): number => limitOf(budgetsKb, route);
export const targetOf = (route: string): number => limitOf(targetsKb, route);

/** Vite's manifest (build.manifest): source key -> output file and the keys it imports statically. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

export type RouteSize = { route: string; files: string[]; gzipKb: number; budgetKb: number; over: boolean };

/** The manifest key of a lazy module named by its source path without extension. */
function keyOf(manifest: ViteManifest, chunk: string): string {
  const key = ['.tsx', '.ts', '.jsx', '.js', ''].map((ext) => chunk + ext).find((k) => k in manifest);
  if (!key) throw new Error(`route chunk ${chunk} is not in the build's manifest (handle.chunk is stale?)`);
  return key;
}

/** The output files of manifest keys and of everything they import statically, transitively. */
export function staticClosure(manifest: ViteManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const item = manifest[key];
    if (!item) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const next of item.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

/** The sizes of every screen route against its budget; `gzipBytes` reads a built file's size. */
export function routeSizes(
  manifest: ViteManifest,
  screens: ScreenRoute[],
  gzipBytes: (file: string) => number,
  budget: (route: string) => number = budgetOf,
): RouteSize[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error("the manifest has no index.html entry: build with 'vite build --manifest'");
  return screens.map(({ path: route, chunks }) => {
    const keys = firstLoadModules(route, chunks).map((c) => keyOf(manifest, c));
    const files = staticClosure(manifest, [entry, ...keys]);
    const gzipKb = files.reduce((sum, f) => sum + gzipBytes(f), 0) / 1024;
    const budgetKb = budget(route);
    return { route, files, gzipKb, budgetKb, over: gzipKb > budgetKb };
  });
}

/** Reads dir/.vite/manifest.json and gzips the built files (cached per file). */
export function buildReader(dir: string): { manifest: ViteManifest; gzipBytes: (file: string) => number } {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with --manifest`);
  const cache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
      cache.set(file, size);
    }
    return size;
  };
  return { manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest, gzipBytes };
}

/** The table: route, files, gzip kB, budget, the target, and a mark on the routes over budget. */
export function formatRouteSizes(rows: RouteSize[]): string {
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  const head = `${'route'.padEnd(width)}  files  gzip kB  budget  target`;
  const lines = rows.map(
    (r) =>
      `${r.route.padEnd(width)}  ${String(r.files.length).padStart(5)}  ${r.gzipKb.toFixed(1).padStart(7)}` +
      `  ${String(r.budgetKb).padStart(6)}  ${String(targetOf(r.route)).padStart(6)}` +
      `${r.over ? '  OVER BUDGET' : ''}`,
  );
  return [head, ...lines].join('\n');
}
