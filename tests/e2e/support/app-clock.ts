// The app's own time-outs in e2e specs (an ack given up after 10 s, app/live/mqtt-client.ts): the page
// runs on Playwright's clock, installed before the app loads, so a spec moves the browser's time past
// a time-out instead of waiting for it on the wall clock. The clock still runs with the wall clock.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Before the app loads: the browser's timers become Playwright's. */
export const installAppClock = (page: Page) => page.clock.install();

/** The app's ack time-out (`defaultAckTimeoutMs`) and a second more. */
const pastAckTimeout = 11_000;

/**
 * Moves the browser's clock past the ack time-out until `shown` contains `text` (the grower's words
 * for it). The request may not have left at the first move (the page still connecting), so the move
 * is repeated, each followed by a short look: the screen updates at once once the timer has fired.
 */
export async function passAckTimeout(page: Page, shown: Locator, text: string) {
  await expect(async () => {
    await page.clock.fastForward(pastAckTimeout);
    await expect(shown).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
