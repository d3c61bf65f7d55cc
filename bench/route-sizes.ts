/**
 * The route budgets' table for `npm run bench`: a production build with Vite's manifest into a
 * temporary directory (a few seconds), then per screen route the gzip kB of the JS it loads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { routes } from '../app/router.tsx';
import { buildReader, routeSizes, type RouteSize } from '../scripts/route-budgets.ts';
import { screenRoutes } from '../scripts/route-table.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the app as `npm run build` does (production mode), with the manifest, into a temp dir. */
export async function buildForBudgets(): Promise<{ dir: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-budgets-'));
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      root,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir: dir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = saved;
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The sizes of every screen of app/router.tsx in a build directory. */
export function routeSizesOf(dir: string): RouteSize[] {
  const { manifest, gzipBytes } = buildReader(dir);
  return routeSizes(manifest, screenRoutes(routes).screens, gzipBytes);
}
