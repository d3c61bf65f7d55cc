// Shared Playwright fixtures for the e2e suite. Import `test` and `expect` from here, not from
// '@playwright/test', so that every test fails on browser console errors and uncaught exceptions.
import { test as base, expect } from '@playwright/test';

export type ConsoleGuard = {
  /** Errors seen so far: console.error messages and uncaught page errors. */
  readonly errors: string[];
  /** Accept errors matching `pattern` in this test (e.g. a test that cuts the network on purpose). */
  allow(pattern: RegExp): void;
};

/**
 * Browser-made requests that are not the app's doing. Chromium asks for /favicon.ico by itself when
 * index.html declares no icon; a 404 there is logged as a console error but says nothing about the app.
 */
const ALWAYS_ALLOWED: RegExp[] = [/Failed to load resource: .*404.*\/favicon\.ico\b/];

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
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
