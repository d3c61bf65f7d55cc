// The zones screens at 360 px and on the desktop: they fit without sideways scrolling; screenshots
// go to test-results/screenshots/ for a look.
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

test('zones list, zone details and dialogs fit the screen', { tag: '@phone' }, async ({ page }, testInfo) => {
  await openAs(page, users.demo, '/managementArea/managementArea');
  const first = page.getByTestId('zone-row').first();
  await expect(first).toBeVisible();
  await expect(first.getByTestId('zone-devices')).toContainText('传感器');
  await fitsAndShoot(page, testInfo, 'zones-list');

  await page.getByRole('button', { name: '添加区域' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog').getByText('请输入区域名称')).toBeVisible();
  await fitsAndShoot(page, testInfo, 'zones-add-invalid');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  await first.getByRole('link', { name: /详情/ }).click();
  await expect(page.getByRole('heading', { name: /传感器 \(\d+\)/ })).toBeVisible();
  await expect(page.getByText(/°C|%RH|ppm/).first()).toBeVisible();
  await fitsAndShoot(page, testInfo, 'zones-details');

  await page.getByRole('button', { name: '分配执行器到本区域' }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
  await fitsAndShoot(page, testInfo, 'zones-assign');
});
