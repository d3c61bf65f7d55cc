// 预演 on the roll-film editor: a lower open-above temperature, previewed before saving, shows the
// saved and the edited day overlaid and a table where the vents move differently or the hours
// outside the set points change. On an irrigation plan: a start added gives more water, drawn and
// counted. Nothing is saved. Screenshots go to test-results/screenshots/ for a look.
import type { Page, TestInfo } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test.setTimeout(90_000);

const rollFilmPath = '/automaticSettings/RollOfFilmControl';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a lower open-above temperature previewed: both curves and a difference in the table', async ({
  page,
}) => {
  await openAs(page, users.demo, rollFilmPath);
  const card = page.getByTestId('strategy-card').filter({ hasText: '卷膜通风' });
  await card.getByRole('link', { name: '编辑' }).click({ timeout: 25_000 });
  await expect(field(page, '开窗温度')).toHaveValue('24.5', { timeout: 25_000 });
  await world.advance(page.request, 6_000); // a sensor/data round: the zones' state to start from
  await field(page, '开窗温度').fill('12');
  await page.getByRole('button', { name: '预演' }).click();

  const panel = page.getByTestId('preview-panel');
  await expect(panel.getByTestId('preview-table')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('preview-chart')).toHaveCount(5);
  // Both runs drawn: the saved (dashed) and the edited curve of each chart.
  await expect(panel.locator('.preview-line-saved path.recharts-line-curve').first()).toBeVisible();
  await expect(panel.locator('.preview-line-edited path.recharts-line-curve').first()).toBeVisible();
  const moves = await panel.getByTestId('preview-diff-moves').innerText();
  const hours = await panel.getByTestId('preview-diff-hoursOutside').innerText();
  expect(Number(moves) !== 0 || Number(hours) !== 0, `moves ${moves}, hours ${hours}`).toBe(true);

  await panel.getByRole('button', { name: '关闭' }).click();
  await expect(panel).toBeHidden();
  await expect(field(page, '开窗温度')).toHaveValue('12');
});

const plansPath = '/automaticSettings/automaticWaterControl';

async function fitsAndShoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screenshots/${name}-${testInfo.project.name}.png` });
}

test(
  'a start added to an irrigation plan previewed: the water curves and more litres',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await openAs(page, users.demo, plansPath);
    await page.getByRole('button', { name: '编辑 定时轮灌' }).click();
    await expect(page.getByRole('textbox', { name: '计划名称' })).toHaveValue('定时轮灌', {
      timeout: 25_000,
    });
    await world.advance(page.request, 6_000); // a sensor/data round: the zones' state to start from
    await page.getByLabel('新时间').fill('12:00');
    await page.getByRole('button', { name: '添加时间' }).click();
    await page.getByTestId('plan-editor').screenshot({
      path: `test-results/screenshots/preview-irrigation-editor-${testInfo.project.name}.png`,
    });
    await page.getByRole('button', { name: '预演' }).click();

    const panel = page.getByTestId('preview-panel');
    await expect(panel.getByTestId('preview-table')).toBeVisible({ timeout: 30_000 });
    const water = panel.locator('[data-figure="water"]');
    await expect(water).toContainText('累计灌溉水量 L');
    await expect(water.locator('.preview-line-saved path.recharts-line-curve')).toBeVisible();
    await expect(water.locator('.preview-line-edited path.recharts-line-curve')).toBeVisible();
    const more = Number(await panel.getByTestId('preview-diff-waterL').innerText());
    expect(more, 'litres the added start gives').toBeGreaterThan(0);
    await page.mouse.move(0, 0); // no tooltip left where the button was pressed
    await fitsAndShoot(page, testInfo, 'preview-irrigation-plan');
    await water.scrollIntoViewIfNeeded();
    await fitsAndShoot(page, testInfo, 'preview-irrigation-water');

    await panel.getByRole('button', { name: '关闭' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByLabel('删除 12:00')).toBeVisible();
  },
);
