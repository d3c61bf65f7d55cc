// Playwright: the e2e suite (tests/e2e/*.spec.ts) in Debian's Chromium against the production build.
// `npm run test:e2e` provisions Chromium and builds dist/ first; `npx playwright test` assumes both.
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { devPorts } from './scripts/ports.ts';

const ci = Boolean(process.env.CI);
const ports = devPorts(process.env);

/** One entry of Playwright's `webServer` array. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const previewURL = `http://127.0.0.1:${ports.preview}`;

/**
 * The servers the suite needs. Today: Vite's preview of dist/. The full harness (broker, simulator,
 * cloud) goes in as more entries here; Playwright starts them in order, waits for each `url`/`port`,
 * and stops them (SIGTERM, then SIGKILL) when the run ends. Start Node servers with
 * `node --import tsx file.ts`, never through npx (killing npx leaves the child holding the port).
 */
const webServers: WebServer[] = [
  {
    name: 'preview',
    // vite's own bin through node rather than `npx vite`: no npx wrapper process, no npm warnings.
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${ports.preview} --strictPort`,
    url: previewURL,
    reuseExistingServer: !ci,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
  },
];

/** Point the suite at a server that is already running (no webServer is started then). */
const externalBaseURL = process.env.GH_E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // 2-core machines: one Chromium at a time next to the servers keeps timings honest.
  workers: 1,
  // No retries, locally or on CI: a flaky test must show up as a failure, not hide behind a retry.
  retries: 0,
  forbidOnly: ci,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: externalBaseURL ?? previewURL,
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
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      // Only tests tagged @phone run here, to keep the suite short: tag what must be checked narrow.
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: externalBaseURL ? undefined : webServers,
});
