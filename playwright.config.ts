// Playwright: the e2e suite (tests/e2e/*.spec.ts) in Debian's Chromium against the production build.
// `npm run test:e2e` provisions Chromium and builds dist/ first; `npx playwright test` assumes both.
import { randomBytes } from 'node:crypto';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { devPorts } from './scripts/ports.ts';

const ci = Boolean(process.env.CI);
/** One entry of Playwright's `webServer` array. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/**
 * How many harnesses, and as many Playwright workers: each worker drives a world of its own (its own
 * broker, cloud, controllers and preview on its own ports), so two specs never share a world. Two on
 * this 2-core machine: a single worker left a third of the CPU idle while specs waited on the app's
 * time-outs and the paced clock (e2e 1,250 s; docs/performance.md "CI time"). GH_E2E_WORKERS=1 for one.
 */
const harnessCount = Math.max(1, Math.min(4, Number(process.env.GH_E2E_WORKERS ?? 2) || 1));

/**
 * The e2e worlds run on their own ports, so a developer's `npm start` can keep running beside them.
 * Each can still be moved by the usual GH_* variable; harness i adds 100 × i to every port.
 */
const e2ePortsOf = (i: number) => {
  const port = (raw: string) => String(Number(raw) + 100 * i);
  return {
    GH_PREVIEW_PORT: port(process.env.GH_PREVIEW_PORT ?? '4173'),
    GH_CLOUD_PORT: port(process.env.GH_E2E_CLOUD_PORT ?? '18787'),
    GH_SIM_PORT: port(process.env.GH_E2E_SIM_PORT ?? '18788'),
    GH_BROKER_WS_PORT: port(process.env.GH_E2E_BROKER_WS_PORT ?? '18883'),
    GH_BROKER_TCP_PORT: port(process.env.GH_E2E_BROKER_TCP_PORT ?? '11883'),
  };
};
const harnessURLs = Array.from(
  { length: harnessCount },
  (_, i) => `http://127.0.0.1:${devPorts(e2ePortsOf(i)).preview}`,
);
/** Read by the fixtures (support/fixtures.ts): worker i's tests use harness i. */
process.env.GH_E2E_HARNESS_URLS = harnessURLs.join(' ');

/**
 * The harness's local token for /sim/control and /sim/world (simulator/control-guard.ts): chosen
 * here, handed to the harness, and sent by the specs' request API. Set in process.env so the
 * worker processes, which load this file again, use the same one.
 */
process.env.GH_SIM_TOKEN ??= randomBytes(16).toString('hex');
const simToken = process.env.GH_SIM_TOKEN;
/** The harness world's first moment (GH_SIM_START, simulator/world-clock.ts). */
const e2eSimStart = '2026-11-26T00:30:00+08:00';
const previewURL = harnessURLs[0] as string;

/**
 * A harness: `scripts/start.ts --preview` starts cloud, broker and the simulated controllers of
 * the demo farm, then Vite's preview of dist/ proxying /api, /sim and /mqtt/ to them. Playwright
 * waits for the URL and stops it with SIGTERM (the orchestrator then stops every part). Node
 * servers start with `node --import tsx`, never through npx (killing npx leaves the child holding
 * the port). The controllers run on a stepped clock that the harness paces with the wall clock
 * (GH_SIM_CLOCK=stepped): a spec steps it ahead for readings or travel instead of waiting
 * (tests/e2e/support/world.ts), and every test starts from a reset world (support/fixtures.ts).
 */
const webServers: WebServer[] = harnessURLs.map((url, i) => ({
  name: harnessCount > 1 ? `harness ${i + 1}` : 'harness',
  command: 'node --import tsx scripts/start.ts --preview',
  env: {
    ...e2ePortsOf(i),
    GH_QUIET: '1',
    GH_STATE_DIR: '',
    GH_SIM_WARM_DAYS: '2',
    GH_SIM_CLOCK: 'stepped',
    // A fixed first moment, not the wall clock's: the seeded weather, the sun and the schedules the
    // specs meet are the same on every run. Past midnight in the farm's zone, so the specs that
    // start a fertigation program meet none of the daytime ones (06:30 on) already running.
    GH_SIM_START: e2eSimStart,
    GH_SIM_TOKEN: simToken,
  },
  url,
  reuseExistingServer: !ci,
  timeout: 90_000,
  stdout: 'pipe',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
}));

/** Point the suite at a server that is already running (no webServer is started then). */
const externalBaseURL = process.env.GH_E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker per harness (above): a spec file runs in one worker, its tests in order.
  workers: externalBaseURL ? 1 : harnessCount,
  // No retries, in CI neither: every test starts on a reset world, brings the world to the hour it
  // needs, steps the world's clock for what happens over time and the browser's for the app's
  // time-outs, and waits on conditions, so a test that fails once is a fault to find, not to retry
  // (docs/testing.md "Writing an e2e spec").
  retries: 0,
  forbidOnly: ci,
  reporter: 'list',
  timeout: 30_000,
  // A screen's first data on a fresh page load: the production build parsed, the session checked,
  // the live connection made and the controller's answers (zone queries carry every actuator's state)
  // given by a world that shares two cores with the browser, the other worker's world and the build
  // of other work. 5 s was missed there now and then (1 test of 192) with nothing wrong in the app.
  expect: { timeout: 10_000 },
  use: {
    baseURL: externalBaseURL ?? previewURL,
    extraHTTPHeaders: { 'x-gh-sim-token': simToken },
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The build registers the PWA's service worker (scripts/pwa.ts). Specs run without it, so every
    // request is the page's own and a spec never meets a cached copy; pwa-install.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/farm-time.spec.ts',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Only tests tagged @phone run here, to keep the suite short: tag what must be checked narrow.
      name: 'phone',
      grep: /@phone/,
      testIgnore: '**/farm-time.spec.ts',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      // The browser in UTC while the farm keeps Shanghai time: every screen must show the farm's clock.
      name: 'farm-time',
      testMatch: '**/farm-time.spec.ts',
      use: { viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' },
    },
  ],
  webServer: externalBaseURL ? undefined : webServers,
});
