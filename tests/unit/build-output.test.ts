// The production build ships none of the simulated world (docs/architecture.md): no MSW, no simulator,
// broker, cloud or fixture code. The real build is made with the project's own vite.config.ts into a
// temporary directory; the probes prove the check fails when such code is bundled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type InlineConfig, type Rolldown } from 'vite';
import {
  cspProblems,
  forbiddenModules,
  formatFindings,
  scanDist,
  type Finding,
  dirtyFindings,
} from '../../scripts/check-dist.ts';
import { securityHeaders } from '../../scripts/security-headers.ts';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const temps: string[] = [];

afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gh-${name}-`));
  temps.push(dir);
  return dir;
}

/**
 * Runs a Vite build as `npm run build` does. Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it
 * finds, which would make a development-flavoured bundle (import.meta.env.DEV true): force production.
 */
async function viteBuild(config: InlineConfig): Promise<string[]> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({ mode: 'production', logLevel: 'silent', ...config });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((o) => o.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
  } finally {
    process.env.NODE_ENV = saved;
  }
}

/** Builds a one-file app in a temp dir that resolves packages from this repository's node_modules. */
async function buildProbe(name: string, files: Record<string, string>, moduleRoot?: string) {
  const dir = tempDir(`probe-${name}`);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const outDir = path.join(dir, 'out');
  const moduleIds = await viteBuild({
    configFile: false,
    root: dir,
    publicDir: false,
    build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(dir, 'entry.ts') } },
  });
  return { findings: scanDist(outDir), modules: forbiddenModules(moduleIds, moduleRoot ?? dir) };
}

const markersOf = (findings: Finding[]) => [...new Set(findings.map((f) => f.marker))].sort();
const keep = (expr: string) => `(globalThis as unknown as { keep: unknown }).keep = ${expr};\n`;

describe('production build (vite.config.ts, as npm run build)', () => {
  let outDir = '';
  let moduleIds: string[] = [];

  // The full build includes Workbox bundling the PWA's service worker (scripts/pwa.ts): ~3 s more.
  beforeAll(async () => {
    outDir = tempDir('dist');
    moduleIds = await viteBuild({
      configFile: path.join(root, 'vite.config.ts'),
      root,
      build: { outDir, emptyOutDir: true },
    });
  }, 30_000);

  it('bundles no module of the simulated world', () => {
    expect(moduleIds.length, 'the build result lists its modules').toBeGreaterThan(0);
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(forbiddenModules(moduleIds, root)).toEqual([]);
  });

  it('has no MSW or simulator code in any file of the output, static files included', () => {
    const findings = scanDist(outDir);
    expect(findings, `dist/ ships simulated-world code:\n${formatFindings(findings)}`).toEqual([]);
  });

  it('carries a Content-Security-Policy that allows only its own scripts', () => {
    expect(cspProblems(outDir)).toEqual([]);
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain("object-src 'none'");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script for the CSP to block
    const stripped = tempDir('no-csp');
    fs.writeFileSync(
      path.join(stripped, 'index.html'),
      html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
    );
    expect(cspProblems(stripped)).toEqual(['index.html has no Content-Security-Policy meta tag']);
  });

  it("asks for /login's own code with the entry's, on /login only (scripts/login-preload.ts)", () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const script = /<script type="module" async crossorigin src="\/(assets\/login-preload-[\w-]+\.js)">/.exec(
      html,
    );
    expect(script, 'index.html carries the login preload script').not.toBeNull();
    const source = fs.readFileSync(path.join(outDir, script![1]!), 'utf8');
    expect(source).toMatch(/^if\(location\.pathname==='\/login'\)/);
    const asked = JSON.parse(/for\(const h of (\[[^\]]*\])\)/.exec(source)![1]!) as string[];
    expect(asked.some((h) => /\/assets\/login-main-[\w-]+\.js$/.test(h))).toBe(true);
    expect(asked.some((h) => /\/assets\/login-page-[\w-]+\.js$/.test(h))).toBe(true);
    // Nothing index.html already asks for, and every file it names exists.
    for (const href of asked) {
      expect(html).not.toContain(`href="${href}"`);
      expect(fs.existsSync(path.join(outDir, href))).toBe(true);
    }
  });

  it('installs as a PWA: manifest linked, service worker and its precache list', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(JSON.parse(fs.readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8'))).toMatchObject({
      display: 'standalone',
      start_url: '/',
    });
    const sw = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(sw).toContain('"index.html"');
    expect(sw).toContain('icons/icon-512.png');
  });

  it("keeps Capacitor out of the first page load: the packaged app's code is a chunk of its own", () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    // The entry opens the light login or the full app; it names their files and static imports.
    const opened = entry.flatMap((file) => [
      ...fs.readFileSync(path.join(outDir, file), 'utf8').matchAll(/assets\/[\w.-]+\.js/g),
    ]);
    const firstLoad = [...new Set([...entry, ...opened.map((m) => m[0])])];
    expect(firstLoad.some((file) => file.includes('app-main'))).toBe(true);
    expect(firstLoad.some((file) => file.includes('login-main'))).toBe(true);
    // @capacitor/core names its built-in plugins; nothing else in the app does.
    const withCapacitor = (file: string) =>
      fs.readFileSync(path.join(outDir, file), 'utf8').includes('CapacitorCookies');
    expect(firstLoad.filter(withCapacitor)).toEqual([]);
    const chunks = fs.readdirSync(path.join(outDir, 'assets')).map((f) => `assets/${f}`);
    expect(chunks.filter(withCapacitor)).toHaveLength(1);
  });

  it('is served by vite preview with the security headers', async () => {
    const server = await preview({
      configFile: path.join(root, 'vite.config.ts'),
      root,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 41_999, strictPort: false },
    });
    try {
      const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:41999/';
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      await server.close();
    }
  });
});

describe('the headers of the app host', () => {
  it('send CSP with frame-ancestors, nosniff, a referrer policy and no framing; connect-src names the broker', () => {
    const headers = securityHeaders({
      VITE_MQTT_URL: 'wss://broker.example.com/mqtt/',
      VITE_API_BASE: '/api',
    });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' wss://broker.example.com");
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});

describe('the check fails when simulated-world code is bundled', () => {
  it('flags msw/browser (setupWorker)', async () => {
    const { findings, modules } = await buildProbe('msw-browser', {
      'entry.ts':
        "import { setupWorker } from 'msw/browser';\nimport { http, HttpResponse } from 'msw';\n" +
        keep("setupWorker(http.get('/api/x', () => HttpResponse.json({ ok: true })))"),
    });
    expect(markersOf(findings)).toEqual(expect.arrayContaining(['[MSW]', 'mockServiceWorker', 'mswjs']));
    expect(modules.some((m) => m.includes('/node_modules/msw/'))).toBe(true);
  });

  it('flags MSW handlers alone (msw core, no worker)', async () => {
    const { findings, modules } = await buildProbe('msw-core', {
      'entry.ts':
        "import { http, HttpResponse } from 'msw';\n" +
        keep("[http.post('/api/login', () => HttpResponse.json({ code: 0 }))]"),
    });
    expect(markersOf(findings)).toEqual(expect.arrayContaining(['[MSW]', 'mswjs']));
    expect(modules.length).toBeGreaterThan(0);
  });

  it('flags faker', async () => {
    const { findings, modules } = await buildProbe('faker', {
      'entry.ts': "import { faker } from '@faker-js/faker';\n" + keep('faker.person.fullName()'),
    });
    expect(markersOf(findings)).toEqual(expect.arrayContaining(['@faker-js']));
    expect(modules.some((m) => m.includes('/node_modules/@faker-js/'))).toBe(true);
  });

  it('flags a simulator module, by its log prefix and by its path', async () => {
    const { findings, modules } = await buildProbe('simulator', {
      'simulator/controller/tick.ts':
        "export function tick(n: number): number {\n  console.log('[sim] tick', n);\n  return n + 1;\n}\n",
      'entry.ts': "import { tick } from './simulator/controller/tick.ts';\n" + keep('tick(1)'),
    });
    expect(markersOf(findings)).toEqual(['[sim]']);
    expect(modules.map((m) => path.basename(m))).toEqual(['tick.ts']);
  });

  const browserCloud = path.join(root, 'simulator/cloud/browser.ts');
  // Skipped only in a tree without the browser-hosted cloud (a trimmed checkout): there is nothing to flag.
  it.skipIf(!fs.existsSync(browserCloud))(
    'flags the real browser-hosted cloud (simulator/cloud/browser.ts)',
    async () => {
      const { findings, modules } = await buildProbe(
        'browser-cloud',
        { 'entry.ts': `import { start } from ${JSON.stringify(browserCloud)};\n` + keep('start') },
        root,
      );
      expect(markersOf(findings)).toEqual(expect.arrayContaining(['[MSW]', '[cloud]', 'mockServiceWorker']));
      expect(modules).toContain(browserCloud);
    },
  );

  it("flags a simulated build's world clock (app/lib/world-time.ts asks /sim/world/clock)", async () => {
    const worldTime = path.join(root, 'app/lib/world-time.ts');
    const entry = { 'entry.ts': `import { now } from ${JSON.stringify(worldTime)};\n` + keep('now()') };
    process.env.VITE_SIMULATED = 'true';
    try {
      expect(markersOf((await buildProbe('world-time-sim', entry, root)).findings)).toEqual(['/sim/world']);
    } finally {
      delete process.env.VITE_SIMULATED;
    }
    // The same module in a production build: the simulated branch is gone.
    expect((await buildProbe('world-time-prod', entry, root)).findings).toEqual([]);
  });

  it('lets a simulated build carry the trainer console and world clock, and nothing else of the world', () => {
    const dir = tempDir('simulated-app');
    fs.writeFileSync(
      path.join(dir, 'trainer.js'),
      'fetch("/sim/world/clock");el.dataset.testid="trainer-console";',
    );
    fs.writeFileSync(path.join(dir, 'sim.js'), 'console.log("[sim] controller up")');
    const findings = scanDist(dir);
    expect(markersOf(findings)).toEqual(['/sim/world', '[sim]', 'trainer-console']);
    expect(markersOf(dirtyFindings(findings, false))).toEqual(['/sim/world', '[sim]', 'trainer-console']);
    expect(markersOf(dirtyFindings(findings, true))).toEqual(['[sim]']);
  });

  it('flags the MSW service worker file copied from public/', () => {
    const dir = tempDir('worker');
    fs.copyFileSync(path.join(root, 'public/mockServiceWorker.js'), path.join(dir, 'mockServiceWorker.js'));
    expect(markersOf(scanDist(dir))).toEqual(
      expect.arrayContaining(['mockServiceWorker', 'INTEGRITY_CHECKSUM']),
    );
  });
});

describe('forbiddenModules', () => {
  const r = '/repo';
  it('names project folders and packages of the simulated world, and nothing else', () => {
    const ids = [
      '/repo/app/main.tsx',
      '/repo/protocol/topics.ts',
      '/repo/simulator/cloud/handlers.ts',
      '/repo/fixtures/farm/index.ts?raw',
      '\0/repo/broker/acl.ts',
      '/repo/node_modules/msw/lib/core/index.mjs',
      '/repo/node_modules/@mswjs/interceptors/lib/index.mjs',
      '/repo/node_modules/ws/index.js',
      '/repo/node_modules/wsx/index.js',
      '/repo/node_modules/mqtt/dist/mqtt.esm.js',
      '/repo/node_modules/.pnpm/aedes@1.2.0/node_modules/aedes/aedes.js',
      '/elsewhere/simulator/x.ts',
      '/repo/app/features/trainer/trainer-page.tsx',
      '/repo/app/i18n/screens/trainer.en.ts',
      '/repo/app/components/layout/trainer-button.tsx',
      '/repo/app/features/trainers-guide.ts',
    ];
    expect(forbiddenModules(ids, r)).toEqual([
      '/repo/simulator/cloud/handlers.ts',
      '/repo/fixtures/farm/index.ts?raw',
      '\0/repo/broker/acl.ts',
      '/repo/node_modules/msw/lib/core/index.mjs',
      '/repo/node_modules/@mswjs/interceptors/lib/index.mjs',
      '/repo/node_modules/ws/index.js',
      '/repo/node_modules/.pnpm/aedes@1.2.0/node_modules/aedes/aedes.js',
      '/repo/app/features/trainer/trainer-page.tsx',
      '/repo/app/i18n/screens/trainer.en.ts',
      '/repo/app/components/layout/trainer-button.tsx',
    ]);
  });

  it("the trainer console's marker is in its page and header button, so scanDist finds them if bundled", () => {
    for (const file of [
      'app/features/trainer/trainer-page.tsx',
      'app/components/layout/trainer-button.tsx',
    ]) {
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toContain('"trainer-console');
    }
  });
});
