import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { devPorts } from './scripts/ports.ts';
import { cspMeta, securityHeaders } from './scripts/security-headers.ts';
import { pwaOptions } from './scripts/pwa.ts';
import { loginPreloadInBuild } from './scripts/login-preload.ts';
import { firstScreenStylesInBuild } from './scripts/first-screen-styles.ts';

// The dev server proxies /api (cloud) and /mqtt/ (broker) so the browser sees one origin.
const ports = devPorts(process.env);

/**
 * public/mockServiceWorker.js is MSW's worker for the browser-hosted simulated cloud (dev only); the
 * production build must not ship it (tests/unit/build-output.test.ts).
 */
const noMswWorkerInBuild: Plugin = {
  name: 'gh-no-msw-worker-in-build',
  apply: 'build',
  writeBundle(options) {
    if (options.dir) fs.rmSync(path.join(options.dir, 'mockServiceWorker.js'), { force: true });
  },
};

/**
 * The built index.html carries the Content-Security-Policy (derived from the VITE_* origins
 * of the build's mode). Build only: the dev server's React preamble is an inline script.
 */
function contentSecurityPolicyInBuild(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'gh-csp-in-build',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: (html) =>
      html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${cspMeta(env)}`),
  };
}

/** A proxy to a local server that keeps the page's Host header. */
const toLocal = (port: number, scheme = 'http') => ({
  target: `${scheme}://127.0.0.1:${port}`,
  changeOrigin: false,
});

/**
 * React Router 7 resolves to its development build in every mode (remix-run/react-router
 * #12532, "intended to be temporary"); the build takes its production build, the same code without the
 * dev warnings. The dev server and tests keep the development build and its warnings.
 */
const reactRouterProduction = (command: string) =>
  command === 'build'
    ? [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
        {
          find: /^react-router\/dom$/,
          replacement: fileURLToPath(
            new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
          ),
        },
      ]
    : [];

/** MUI's styling core (see codeSplitting below). */
const uiCore =
  /node_modules[\\/](@mui[\\/](utils|system|styled-engine|material[\\/](utils|styles|internal|ButtonBase|Typography|Box|Paper|SvgIcon|transitions|zero-styled|DefaultPropsProvider))|@emotion|react-transition-group|clsx|stylis|prop-types|react-is|@babel)/;

/**
 * App test files that need a process of their own: dates sets process.env.TZ, and the snackbar host
 * counts the notices of the global store, which earlier files leave queued. The other app files
 * share their worker's modules (113 s -> 25 s); the setup file resets the language and unmounts.
 */
const isolatedAppTests = ['app/lib/dates.test.ts', 'app/components/global/snackbar-host.test.tsx'];

export default defineConfig(({ command }) => ({
  resolve: { alias: reactRouterProduction(command) },
  plugins: [
    react(),
    noMswWorkerInBuild,
    contentSecurityPolicyInBuild(),
    loginPreloadInBuild(),
    firstScreenStylesInBuild(),
    VitePWA(pwaOptions),
  ],
  server: {
    host: process.env.GH_HOST ?? '127.0.0.1',
    port: ports.app,
    strictPort: true,
    // Every proxy keeps the page's Host (Vite's string shorthand would rewrite it to the target's):
    // the control guard (simulator/control-guard.ts) lets a browser drive /sim only when its Origin
    // is the Host it asked, so the trainer console's POSTs need the app's own Host to arrive.
    proxy: {
      '/api': toLocal(ports.cloud),
      '/v1': toLocal(ports.cloud),
      // First match wins: the simulator's control API, then the cloud's (control, WeChat stand-in).
      '/sim/world': toLocal(ports.sim),
      '/sim/': toLocal(ports.cloud),
      '/mqtt/': { ...toLocal(ports.brokerWs, 'ws'), ws: true },
    },
  },
  // The production build served locally with the headers production hosting must send (docs/operations.md).
  preview: {
    host: '127.0.0.1',
    port: ports.preview,
    strictPort: true,
    headers: securityHeaders({ ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports (Chromium, Safari 17+, Firefox 115+) knows <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The styling core every screen loads (MUI's system, styles, ButtonBase, Typography,
        // Box, Paper, SvgIcon, emotion) as one chunk. Left to itself Rolldown cut it into a file per
        // set of lazy screens sharing it, dozens of sub-kB files whose imports and exports gzip poorly
        // (-1 to -4 kB on every logged-in screen; /login +0.6 kB).
        // React (the light /login's only library besides i18next and zod) is a group of its own, ahead
        // of ui-core, which would otherwise take it along as a dependency of MUI's. Vite's preload helper
        // goes with the login chunk too (both entries load it; a file of its own cost the home screen 0.1 kB). The world clock's
        // schema (protocol/sim-clock.ts, simulated builds) goes with zod: in a chunk of its own it
        // would run before the login chunk it imports zod from, which imports it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'login',
              priority: 2,
              includeDependenciesRecursively: false,
              test: /[\\/](app[\\/](boot|config)\.tsx?|app[\\/]api[\\/]|app[\\/]i18n[\\/](index|zh-CN-core|zh-CN-shell|screens[\\/]pwa\.zh-CN)\.ts|app[\\/]stores[\\/](ui-store|session-store|bases-store|cost-store|session-keys)|app[\\/]lib[\\/](cache|storage|uuid|validation|world-time|world-time-follower)\.ts|app[\\/]components[\\/](use-t|notify|idle-prefetch|global[\\/]snackbar-host)|app[\\/]pwa[\\/](connectivity|pwa-store|register)|protocol[\\/](rest|errors|zod-mini|sim-clock)|node_modules[\\/](zod|i18next|react-i18next|zustand|use-sync-external-store))|vite[\\/]preload-helper/,
            },
            {
              name: 'ui-core',
              priority: 1,
              // Not the roving focus of menus, tabs and toggle groups, nor the checkbox / radio / switch
              // base: the screens that use those load them (home and /login -1.5 kB, the
              // screens with those controls +0.5 kB for one more file).
              test: (id: string) => uiCore.test(id) && !/useRovingTabIndex|SwitchBase/.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // The app's tests, sharing each worker's modules: a file's state lives in what its tests
          // create; the setup file resets the language and unmounts what a test rendered.
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: [...isolatedAppTests],
          environment: 'node',
          isolate: false,
          // The screens' messages, which the app loads with its shell after login (app/i18n).
          setupFiles: ['app/test-support/i18n-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: isolatedAppTests,
          environment: 'node',
          setupFiles: ['app/test-support/i18n-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The world's, the protocol's and the scripts' tests: modules built once per worker thread
          // and shared by its files (no per-file process): their 95 files took 48 s, and the unit suite
          // 202 -> 146 s. Their state lives in the objects each test creates, never in a module.
          name: 'unit-world',
          include: ['{protocol,model,broker,simulator,fixtures,scripts,tests/unit}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['app/test-support/i18n-setup.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'scenarios',
          include: ['tests/scenarios/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
