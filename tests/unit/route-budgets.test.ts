// Route budgets: the production build, made once with Vite's manifest into a temporary
// directory (a few seconds), holds every screen of app/router.tsx within its gzip budget; and the
// check itself fails on a route over budget and on a route chunk the build does not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForBudgets, routeSizesOf } from '../../bench/route-sizes.ts';
import {
  buildReader,
  chartChunk,
  formatRouteSizes,
  routeSizes,
  staticClosure,
  type RouteSize,
  type ViteManifest,
} from '../../scripts/route-budgets.ts';

let built: Awaited<ReturnType<typeof buildForBudgets>> | null = null;
let sizes: RouteSize[] = [];

beforeAll(async () => {
  built = await buildForBudgets();
  sizes = routeSizesOf(built.dir);
}, 60_000);
afterAll(() => built?.remove());

describe('route budgets of the production build', () => {
  it('measures every screen of the route table, /login and the home screen among them', () => {
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.map((s) => s.route)).toEqual(expect.arrayContaining(['/login', '/', '/device/server']));
  });

  it('keeps every route within its budget', () => {
    const over = sizes.filter((s) => s.over);
    expect(
      over.map((s) => s.route),
      `over budget:\n${formatRouteSizes(over)}`,
    ).toEqual([]);
  });

  it('loads no MQTT.js on /login and the home screen, and recharts on no screen before it paints', () => {
    const { manifest } = buildReader(built!.dir);
    const fileOf = (source: string) =>
      Object.entries(manifest).find(([key]) => key.includes(source))?.[1].file ?? `(no ${source})`;
    const mqtt = fileOf('node_modules/mqtt/');
    const filesOf = (route: string) => sizes.find((s) => s.route === route)!.files;
    expect(mqtt).toMatch(/\.js$/);
    expect(filesOf('/login')).not.toContain(mqtt);
    // /login opens the light login, never the full app (its router, MUI and the shell).
    expect(filesOf('/login')).not.toContain(fileOf('app/app-main.tsx'));
    expect(filesOf('/')).toContain(fileOf('app/app-main.tsx'));
    expect(filesOf('/')).not.toContain(mqtt);
    // recharts: the chart's own chunk, which the history screen's area fetches when a chart shows.
    const chart = manifest[chartChunk];
    expect(chart?.file).toMatch(/\.js$/);
    // The history screen reaches, by static imports, the chunk that fetches the chart (a shared one
    // when other screens draw charts too).
    const fetchers = Object.entries(manifest).filter(([, c]) => c.dynamicImports?.includes(chartChunk));
    const historyFiles = staticClosure(manifest, ['app/features/home/history/index.ts']);
    expect(fetchers.some(([, c]) => historyFiles.includes(c.file))).toBe(true);
    const withChart = sizes.filter((s) => s.files.includes(chart!.file)).map((s) => s.route);
    expect(withChart).toEqual([]);
  });
});

describe('the budget check', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'app/features/big/index.tsx': { file: 'assets/big.js', imports: ['_shared.js', '_huge.js'] },
    '_huge.js': { file: 'assets/huge.js', imports: ['_shared.js'] },
    'app/login-main.tsx': { file: 'assets/login-main.js', imports: ['_shared.js'] },
    'app/app-main.tsx': { file: 'assets/app-main.js', imports: ['_shared.js'] },
  };
  const kB: Record<string, number> = {
    'assets/index.js': 100,
    'assets/shared.js': 10,
    'assets/big.js': 50,
    'assets/login-main.js': 5,
    'assets/app-main.js': 20,
  };
  const gzip = (file: string) => (kB[file] ?? 200) * 1024;

  it('sums the entry, the app it opens and the static imports of the route chunk, each file once', () => {
    expect(staticClosure(manifest, ['app/features/big/index.tsx']).sort()).toEqual([
      'assets/big.js',
      'assets/huge.js',
      'assets/shared.js',
    ]);
    const [login, big] = routeSizes(
      manifest,
      [
        // The full app's /login route (after a logout) has a lazy chunk; the light login loads none of it.
        { path: '/login', guarded: false, chunks: ['app/features/big/index'] },
        { path: '/big', guarded: true, chunks: ['app/features/big/index'] },
      ],
      gzip,
      (route) => (route === '/login' ? 120 : 300),
    );
    // /login: the entry and the light login; /big: the entry, the full app and the route's chunk.
    expect(login).toMatchObject({ gzipKb: 115, budgetKb: 120, over: false });
    expect(login!.files).not.toContain('assets/app-main.js');
    expect(big).toMatchObject({ gzipKb: 380, budgetKb: 300, over: true });
    expect(big!.files).toContain('assets/app-main.js');
    expect(formatRouteSizes([big!])).toContain('OVER BUDGET');
  });

  it('fails on a route chunk the build does not have', () => {
    expect(() =>
      routeSizes(manifest, [{ path: '/x', guarded: true, chunks: ['app/features/gone/index'] }], gzip),
    ).toThrow(/app\/features\/gone\/index is not in the build's manifest/);
  });
});
