// The crop group screens at 360 px and on the desktop: they fit without sideways scrolling;
// screenshots go to test-results/screenshots/ for a look.
import type { Page, TestInfo } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

async function fitsAndShoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: `test-results/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

test('crop group review and form fit the screen', { tag: '@phone' }, async ({ page }, testInfo) => {
  await openAs(page, users.demo, '/crop/Groupreview');
  await expect(page.getByTestId('crop-card').first()).toBeVisible();
  await fitsAndShoot(page, testInfo, 'crops-review');

  await page.getByTestId('crop-card').first().getByRole('link', { name: /编辑/ }).click();
  await expect(page.getByLabel('分组名称')).not.toHaveValue('');
  await fitsAndShoot(page, testInfo, 'crops-edit');

  await page.goto('/crop/Groupediting');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('此项为必填项').first()).toBeVisible();
  await fitsAndShoot(page, testInfo, 'crops-new-invalid');
});
