// Automation entries in the ventilation log after stepping the world through a storm, and the company
// screen listing the demo user's bases with their online state and switching the header's base.
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

/** The demo farm's controllers keep Shanghai time (fixtures/farms.ts): `YYYY-MM-DD HH:mm:ss`. */
const controllerTime = (ts: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(new Date(ts));

test('a storm of a few simulated minutes shows as wind protection in the ventilation log', async ({
  page,
  worldReset,
}) => {
  await openAs(page, users.demo, '/');
  // Calm and dry first: a shower in the seeded weather may have put the protection on already (it
  // stays on, logging nothing new, through the storm); it lets go after its delay.
  await world.weather(page.request, { windSpeed: 1, rain: 0, forMs: 20 * 60_000 });
  await world.advance(page.request, 3 * 60_000);
  const stormAt = await world.now(page.request);
  await world.weather(page.request, { windSpeed: 16, forMs: 10 * 60_000 });
  await world.advance(page.request, 5 * 60_000);
  // The days the stepped minutes span (a run near the controller's midnight spans two).
  const from = controllerTime(worldReset.now).slice(0, 10);
  const to = controllerTime(stormAt + 6 * 60_000).slice(0, 10);
  await page.goto(`/logControll/AutoVentilationLog?from=${from}&to=${to}`);
  const protection = page.getByTestId('log-row').filter({ hasText: 'protection on' });
  await expect(protection.first()).toBeVisible();
  const at = (await protection.first().locator('td').first().textContent()) ?? '';
  // Logged by the storm, not by the warm-up or a shower before it.
  expect(at >= controllerTime(stormAt)).toBe(true);
  // Only ventilation entries: no manual or climate-control ones.
  await expect(page.getByTestId('log-row').filter({ hasText: '加温' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: '搜索设备或内容' }).fill('protection on');
  await expect(page).toHaveURL(/q=protection/);
  await expect(page.getByTestId('log-row')).toHaveCount(await protection.count());
});

test('the company lists the bases with their state and switches the header base @phone', async ({ page }) => {
  await openAs(page, users.demo, '/companymanage/CompanyBase');
  const bases = page.getByTestId('company-base');
  await expect(bases).toHaveCount(3);
  await expect(page.getByText('共 3 个基地')).toBeVisible();
  const first = bases.filter({ hasText: '一号基地' });
  await expect(first).toHaveAttribute('data-selected', 'true');
  await expect(first.getByTestId('base-state')).toHaveAttribute('data-state', 'online');
  await expect(first.getByText('Asia/Shanghai')).toBeVisible();

  const second = bases.filter({ hasText: '二号基地' });
  await expect(second.getByTestId('base-state')).toHaveAttribute('data-state', /unknown|seen/);
  await second.getByRole('button', { name: '切换到此基地：二号基地' }).click();
  await expect(page.getByRole('combobox', { name: '选择基地' }).locator('option:checked')).toHaveText(
    '二号基地',
  );
  await expect(second).toHaveAttribute('data-selected', 'true');
  await expect(first).toHaveAttribute('data-selected', 'false');
  await expect(second.getByTestId('base-state')).toHaveAttribute('data-state', 'online');
  await expect(first.getByRole('button', { name: '切换到此基地：一号基地' })).toBeVisible();
});
