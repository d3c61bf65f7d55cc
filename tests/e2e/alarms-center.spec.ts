// The alarm centre and the header's bell on the stepped clock: a sensor going offline raises an alarm
// (snackbar, bell up), acknowledging it brings the bell down and stays after a reload; filters live in the URL.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const bell = (page: Page) => page.getByRole('link', { name: /条未处理报警$/ });
const bellCount = async (page: Page) =>
  Number(/^(\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? NaN);

async function openCentre(page: Page) {
  await page.goto('/newAlarmCenter');
  await expect(page.getByTestId('alarm-shown')).toBeVisible();
}

test('a sensor going offline: alarm and snackbar, bell up; acknowledged, bell down, kept after reload', async ({
  page,
}) => {
  await openAs(page, users.demo, '/');
  await openCentre(page);
  const before = await bellCount(page);
  expect(before).toBeGreaterThanOrEqual(0);

  await world.fault(page.request, 'sensorOffline', { id: 5 });
  await world.advance(page.request, 5_000);
  await expect(page.getByTestId('new-alarm-snackbar')).toContainText('离线 (offline)');
  await expect(bell(page)).toHaveAttribute('aria-label', `${before + 1} 条未处理报警`);
  const row = page.getByTestId('alarm-row').filter({ hasText: '离线 (offline)' }).first();
  await expect(row).toContainText('未恢复');
  await expect(row).toContainText('警告');
  await expect(row.getByRole('link')).toHaveAttribute('href', '/device/SensorParticularMessage?sid=5');
  await expect(row).not.toContainText('已确认');

  await row.getByRole('button', { name: '确认' }).click();
  await expect(row.getByTestId('alarm-acked')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', `${before} 条未处理报警`);
  await expect(page.getByText('已确认 1 条报警')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('alarm-shown')).toBeVisible();
  const again = page.getByTestId('alarm-row').filter({ hasText: '离线 (offline)' }).first();
  await expect(again.getByTestId('alarm-acked')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', `${before} 条未处理报警`);

  // Back online: the alarm is cleared and leaves the open list for the past one.
  await world.clearFaults(page.request);
  await world.advance(page.request, 5_000);
  await expect(page.getByTestId('alarm-row').filter({ hasText: '离线 (offline)' })).toHaveCount(0);
  await page.getByRole('button', { name: '历史报警' }).click();
  await expect(page.getByTestId('alarm-row').filter({ hasText: '离线 (offline)' }).first()).toContainText(
    '已恢复',
  );
});

test('filters are kept in the URL and survive a reload', async ({ page }) => {
  await openAs(page, users.demo, '/');
  await openCentre(page);
  await page.getByRole('button', { name: '历史报警' }).click();
  await page.getByRole('combobox', { name: '级别' }).click();
  await page.getByRole('option', { name: '警告' }).click();
  await expect(page).toHaveURL(/view=past&severity=warning/);

  await page.reload();
  await expect(page.getByTestId('alarm-shown')).toBeVisible();
  await expect(page.getByRole('button', { name: '历史报警' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: '级别' })).toHaveText('警告');
  const rows = page.getByTestId('alarm-row');
  await expect(rows.filter({ hasText: '未恢复' })).toHaveCount(0);
  const shown = await rows.count();
  for (let i = 0; i < Math.min(shown, 5); i++) await expect(rows.nth(i)).toContainText('警告');

  await page.getByRole('button', { name: '当前报警' }).click();
  await expect(page).toHaveURL(/newAlarmCenter\?severity=warning$/);
});
