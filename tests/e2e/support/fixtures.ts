// Shared Playwright fixtures for the e2e suite. Import `test` and `expect` from here, not from
// '@playwright/test', so that every test starts on a reset world (faults off, automation as the spec
// asks) and fails on browser console errors and uncaught exceptions.
import { test as base, expect } from '@playwright/test';
import { world, type WorldAutomation, type WorldReset } from './world.ts';

export type ConsoleGuard = {
  /** Errors seen so far: console.error messages and uncaught page errors. */
  readonly errors: string[];
  /** Accept errors matching `pattern` in this test (e.g. a test that cuts the network on purpose). */
  allow: (pattern: RegExp) => void;
};

/**
 * Browser-made requests that are not the app's doing. Chromium asks for /favicon.ico by itself when
 * index.html declares no icon; a 404 there is logged as a console error but says nothing about the app.
 */
const ALWAYS_ALLOWED: RegExp[] = [/Failed to load resource: .*404.*\/favicon\.ico\b/];

type Fixtures = {
  consoleGuard: ConsoleGuard;
  /**
   * The automation a test starts with: 'run' (every actuator handed back to it, the default) or
   * 'hold' (every actuator still under manual control, so live automation refuses no command and
   * moves nothing). Set per file with `test.use({ automation: 'hold' })`.
   */
  automation: WorldAutomation;
  /** The reset each test starts from (simulator POST /sim/world/reset): the world's now included. */
  worldReset: WorldReset;
};

/**
 * The harness of this worker (playwright.config.ts starts one per worker): worker i drives harness i,
 * so each world is reset and stepped by one spec at a time. Absent (GH_E2E_BASE_URL): the config's.
 */
const harnessURLs = (process.env.GH_E2E_HARNESS_URLS ?? '').split(' ').filter(Boolean);

export const test = base.extend<Fixtures>({
  baseURL: async ({ baseURL }, provide, info) => {
    if (process.env.GH_E2E_BASE_URL || harnessURLs.length === 0) return provide(baseURL);
    const own = harnessURLs[info.parallelIndex];
    // More workers than harnesses (`--workers` on the command line) would put two specs in one world.
    if (!own)
      throw new Error(
        `worker ${info.parallelIndex + 1} has no harness of its own (${harnessURLs.length} started): ` +
          'set GH_E2E_WORKERS instead of --workers',
      );
    await provide(own);
  },
  automation: ['run', { option: true }],
  worldReset: [
    async ({ request, automation }, use) => {
      const reset = await world.reset(request, automation);
      expect(reset.refused, 'actuators the reset could not set').toEqual([]);
      await use(reset);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [...ALWAYS_ALLOWED];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.location().url ? ` (${msg.location().url}:${msg.location().lineNumber})` : '';
        errors.push(`console.error: ${msg.text()}${where}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack ?? err.message}`));
      await use({ errors, allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'browser console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
