// A stock tank emptied by fault mid-run: the centre stops dosing and says why, the dry tank's pump
// stops, an alarm is raised and counted on the header's bell, and acknowledging it brings the count down.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { toIrrigationQuietHours } from './support/farm-clock.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const bell = (page: Page) => page.getByRole('link', { name: /^\d+ 条未处理报警$/ });
const bellCount = async (page: Page) =>
  Number(
    /^(\d+)/.exec(
      (await bell(page).getAttribute('aria-label')) ?? (await bell(page).textContent()) ?? '',
    )?.[1],
  );

test('tank A runs dry: dosing stops, the alarm is raised, counted and acknowledged', async ({ page }) => {
  // The program started here is the only one: none of the automation's own by day.
  await toIrrigationQuietHours(page.request);
  await openAs(page, users.demo, '/ferticenter');
  const state = page.getByTestId('centre-state');
  await expect(state).toBeVisible();
  const fid = Number(await page.getByTestId('centre-live').getAttribute('data-fid'));
  await page.getByRole('combobox', { name: '要启动的计划' }).click();
  await page.getByRole('option', { name: '定时轮灌' }).click();
  await page.getByRole('button', { name: '启动', exact: true }).click();
  await expect(page.getByTestId('program-status')).toHaveAttribute('data-state', 'running');
  await world.advance(page.request, 10_000);
  await expect(state).toHaveAttribute('data-state', 'dosing');
  await expect(bell(page)).toBeVisible();
  const before = await bellCount(page);

  await world.fault(page.request, 'tankLow', { id: fid }, { tank: 'A罐', levelPct: 0 });
  await world.advance(page.request, 10_000);
  await expect(state).toHaveAttribute('data-state', 'stopped');
  await expect(page.getByTestId('stop-reason')).toHaveText('A罐已空，停止配肥');
  const tankA = page.getByTestId('diagram').getByRole('group', { name: 'A罐', exact: true });
  await expect(tankA).toHaveAttribute('data-tone', 'empty');
  await expect(tankA).toHaveAttribute('data-pump', 'off');
  await expect.poll(() => bellCount(page)).toBe(before + 1);

  // Acknowledge it in the alarm centre: the bell drops back.
  await page.goto('/newAlarmCenter');
  const row = page.getByTestId('alarm-row').filter({ hasText: 'A罐' }).first();
  await expect(row).toBeVisible();
  // The source is the centre, linked to its screen.
  await expect(row.getByRole('link', { name: '水肥一体机' })).toHaveAttribute(
    'href',
    `/ferticenter?fid=${fid}`,
  );
  await row.getByRole('button', { name: '确认' }).click();
  await expect(row.getByTestId('alarm-acked')).toBeVisible();
  await expect.poll(() => bellCount(page)).toBe(before);
});
