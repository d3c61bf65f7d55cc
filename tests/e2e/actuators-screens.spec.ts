// Every actuator screen loads live states, fits a 360 px phone and a desktop without sideways
// scrolling; screenshots go to test-results/screenshots/ for a look.
import type { Page, TestInfo } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

async function fitsAndShoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screenshots/actuators-${name}-${testInfo.project.name}.png` });
}

/** Waits until the first control shows a reported state (the zone query seeded it). */
async function liveStates(page: Page) {
  const first = page.locator('[data-testid=actuator-state]').first();
  await expect(first).toBeVisible();
  await expect(first).not.toHaveAttribute('data-state', 'unknown');
}

const screens: [route: string, name: string, heading: string][] = [
  ['/device/actuator', 'list', '执行器'],
  ['/device/Roller', 'roller', '卷膜机'],
  ['/device/B16Roller', 'b16roller', '16路卷膜控制板'],
  ['/device/ComCtrl', 'comctrl', '通用控制'],
  ['/device/Screen', 'screen', '遮阳网'],
  ['/device/Curtain', 'curtain', '保温幕'],
];

for (const [route, name, heading] of screens)
  test(
    `the actuator screen ${route} shows live states and fits the screen`,
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await openAs(page, users.demo, route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await liveStates(page);
      await fitsAndShoot(page, testInfo, name);
    },
  );

test('the actuator form fits the screen', { tag: '@phone' }, async ({ page }, testInfo) => {
  await openAs(page, users.demo, '/device/editactuator?aid=3');
  await expect(page.getByRole('textbox', { name: '名称' })).not.toHaveValue('');
  await fitsAndShoot(page, testInfo, 'edit');
});

test('the B16 board lays its 16 channels out 4 x 4 on a desktop', async ({ page }) => {
  await openAs(page, users.demo, '/device/B16Roller');
  const grid = page.getByTestId('b16-grid');
  await expect(grid.locator(':scope > *')).toHaveCount(16);
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);
});

test('the zone filter narrows the list and stays in the URL', async ({ page }) => {
  await openAs(page, users.demo, '/device/actuator');
  await liveStates(page);
  await page.getByRole('combobox', { name: '区域' }).click();
  await page.getByRole('option', { name: '2号棚' }).click();
  await expect(page).toHaveURL(/zid=2/);
  await expect(page.getByRole('group', { name: '2号棚左侧卷膜', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: '1号棚左侧卷膜', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '区域' })).toHaveText('2号棚');
});
