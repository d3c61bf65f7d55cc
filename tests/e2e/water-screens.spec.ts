// The three water screens as the demo user, on a phone too: plans, recipes and irrigation alarms
// each show the selected base's records from its controller.
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

test('plans, recipes and irrigation alarms show the controller’s records @phone', async ({ page }) => {
  await openAs(page, users.demo, '/automaticSettings/automaticWaterControl');
  await expect(page.getByRole('heading', { name: '自动灌溉' })).toBeVisible();
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  await expect(page.getByRole('button', { name: '新建灌溉计划' })).toBeVisible();
  await page.getByRole('button', { name: '编辑 辐射累积灌溉' }).click();
  await expect(page.getByRole('textbox', { name: '辐射累积量' })).toHaveValue('100');
  await expect(page.getByTestId('sequence-valve')).toHaveCount(4);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('plan-card')).toHaveCount(3);

  await page.goto('/automaticSettings/AutoFertilizer');
  await expect(page.getByRole('heading', { name: '自动施肥' })).toBeVisible();
  await expect(page.getByTestId('recipe-card')).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'A 肥 48%，B 肥 48%，酸 4%' })).toBeVisible();

  await page.goto('/warningSetUp/IrrigateWarningSet');
  await expect(page.getByRole('heading', { name: '灌溉报警' })).toBeVisible();
  await expect(page.getByTestId('irrigate-alarm')).toHaveCount(5);
  await expect(page.locator('[data-kind="phBand"]').getByRole('textbox', { name: '下限' })).toHaveValue(
    '5.2',
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
});
