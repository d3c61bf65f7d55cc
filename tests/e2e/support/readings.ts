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
