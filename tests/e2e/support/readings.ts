// Reading a live value off the screen in e2e specs: an element with `data-value` and `data-ts` (controller ms).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { world } from './world.ts';

/** Milliseconds of the simulated clock, for world.advance. */
export const minutes = (n: number) => n * 60_000;

/** The value a live reading on the screen shows once it is from the world's last 10 s (not an older one). */
export async function freshValue(page: Page, reading: Locator): Promise<number> {
  const now = await world.now(page.request);
  await expect
    .poll(async () => Number((await reading.getAttribute('data-ts')) || 0), { message: 'a fresh reading' })
    .toBeGreaterThan(now - 10_000);
  return Number(await reading.getAttribute('data-value'));
}

/** A sensor round: the controllers publish their readings every 5 s of the world's clock. */
const sensorRoundMs = 5_000;

/**
 * Steps the world a sensor round at a time until `check` passes (each check a short look): for what
 * the world publishes on its own clock, so the spec never waits for the wall clock to pace it.
 */
export async function stepUntil(page: Page, check: () => Promise<unknown>) {
  await expect(async () => {
    await world.advance(page.request, sensorRoundMs);
    await check();
  }).toPass({ timeout: 10_000 });
}

/** A short look inside stepUntil: the next step comes sooner than the default wait. */
export const look = { timeout: 1_000 };
