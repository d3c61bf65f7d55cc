// 预演 on the roll-film editor: a lower open-above temperature, previewed before saving, shows the
// saved and the edited day overlaid and a table where the vents move differently or the hours
// outside the set points change. Nothing is saved.
import type { Page } from '@playwright/test';
import { loginWithPassword } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test.setTimeout(90_000);

const rollFilmPath = '/automaticSettings/RollOfFilmControl';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a lower open-above temperature previewed: both curves and a difference in the table', async ({
  page,
}) => {
  await loginWithPassword(page, users.demo);
  await page.goto(rollFilmPath);
  const card = page.getByTestId('strategy-card').filter({ hasText: '卷膜通风' });
  await card.getByRole('link', { name: '编辑' }).click({ timeout: 25_000 });
  await expect(field(page, '开窗温度')).toHaveValue('24.5', { timeout: 25_000 });
  await world.advance(page.request, 6_000); // a sensor/data round: the zones' state to start from
  await field(page, '开窗温度').fill('12');
  await page.getByRole('button', { name: '预演' }).click();

  const panel = page.getByTestId('preview-panel');
  await expect(panel.getByTestId('preview-table')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('preview-chart')).toHaveCount(4);
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
