// The home page of the demo farm's first base as the demo user: zone cards with live values that
// change over time, the weather strip, a tap into a zone, the phone layout, and the error state when
// the controller drops every answer (the simulator's fault injection at /sim/world).
import type { Page } from '@playwright/test';
import { installAppClock, passAckTimeout } from './support/app-clock.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

/** Every live value on the zone cards, as one string. */
const cardValues = (page: Page) =>
  page
    .locator('[data-testid^="zone-card-"] [data-testid^="metric-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-value') ?? '').join('|'));

test('zone cards show live values that change in place, and the weather strip', async ({ page }) => {
  await openAs(page, users.demo, '/');
  const cards = page.locator('[data-testid^="zone-card-"]');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading', { name: '1号棚' })).toBeVisible();
  const temp = cards.first().getByTestId('metric-airTemp');
  await stepUntil(page, () => expect(temp).not.toHaveAttribute('data-value', '', look));
  await expect(temp).toContainText('°C');
  const first = await cardValues(page);
  await world.advance(page.request, 30_000); // six more rounds of readings, at once
  await expect.poll(() => cardValues(page)).not.toBe(first);
  await expect(cards.first().getByTestId('position-vents')).toHaveAttribute('data-pos', /^\d+$/);
  await expect(cards.first().getByTestId('zone-alarms')).toBeVisible();
  const strip = page.getByTestId('weather-strip');
  await expect(strip.getByText('室外温度')).toBeVisible();
  await expect(strip.getByTestId('metric-outTemp')).not.toHaveAttribute('data-value', '');
});

test('tapping a zone opens its equipment', async ({ page }) => {
  await openAs(page, users.demo, '/');
  // The card is one link named by its whole content (its heading first).
  await page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: '2号棚', exact: true }) })
    .click();
  await expect(page).toHaveURL(/\/devicedata\/Mc_equipment\?f_zone_id=\d+&zone_name=2/);
  await expect(page.getByRole('heading', { name: '2号棚 · 设备' })).toBeVisible();
  await expect(page.locator('[data-testid^="sensor-"][data-value]').first()).toBeVisible();
});

test('the home page says so when the controller does not answer, and recovers on retry', async ({ page }) => {
  await world.fault(page.request, 'ackDrop');
  await installAppClock(page);
  await openAs(page, users.demo, '/');
  const error = page.getByTestId('screen-error');
  await passAckTimeout(page, error, '设备未应答');
  await expect(page.locator('[data-testid^="zone-card-"]')).toHaveCount(0);
  await world.clearFaults(page.request);
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[data-testid^="zone-card-"]')).toHaveCount(4);
});

test('the home page fits the screen, down to a 360 px phone @phone', async ({ page }) => {
  await openAs(page, users.demo, '/');
  await expect(page.locator('[data-testid^="zone-card-"]')).toHaveCount(4);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/home-overview-phone.png', fullPage: true });
});
