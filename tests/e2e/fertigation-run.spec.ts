// Closed loop at the fertigation centre: a program started on /ferticenter doses from the stock tanks,
// whose levels fall as the stepped clock runs, while EC at the dripper climbs to the recipe's target
// and the run's EC/pH chart fills. Everything shown is the controller's fertigation/cmd reports.
import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { toIrrigationQuietHours } from './support/farm-clock.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const litresOf = async (tank: Locator) => Number(await tank.getAttribute('data-volume-l'));

/** Steps the world 10 simulated seconds at a time until `done` holds (at most `limitS` seconds). */
async function advanceUntil(page: Page, done: () => Promise<boolean>, limitS: number) {
  for (let s = 0; s < limitS && !(await done()); s += 10) await world.advance(page.request, 10_000);
  expect(await done()).toBe(true);
}

test('a program started at the centre doses: tank levels fall and EC reaches the recipe target', async ({
  page,
}) => {
  // The program started here is the only one: none of the automation's own by day.
  await toIrrigationQuietHours(page.request);
  await openAs(page, users.demo, '/ferticenter');
  await expect(page.getByRole('heading', { name: /施肥中心 · 水肥一体机/ })).toBeVisible();
  const diagram = page.getByTestId('diagram');
  await expect(diagram).toHaveAttribute('data-layout', 'dual');
  const tankA = diagram.getByRole('group', { name: 'A罐', exact: true });
  await expect(tankA.getByTestId('tank-level')).toHaveText(/^1000\.0 L · 100%$/);
  await expect(diagram.getByRole('group', { name: '酸罐', exact: true })).toBeVisible();
  await expect(page.getByTestId('reading-ec')).toContainText('目标 2.6');
  const before = await litresOf(tankA);

  // Start the timed rotation plan (its recipe: 番茄结果期, EC 2.6).
  const program = page.getByTestId('program-status');
  await page.getByRole('combobox', { name: '要启动的计划' }).click();
  await page.getByRole('option', { name: '定时轮灌' }).click();
  await page.getByRole('button', { name: '启动', exact: true }).click();
  await expect(program).toHaveAttribute('data-state', 'running');
  await expect(program).toContainText(/第 1\/\d+ 个阀门 .+，还剩/);
  await expect(page.getByTestId('valve-now')).toHaveAttribute('data-open', 'true');

  // Dosing: the pumps run, the stock falls, EC climbs to within 0.2 of 2.6.
  await advanceUntil(page, async () => (await tankA.getAttribute('data-pump')) === 'on', 60);
  await expect(page.getByTestId('centre-state')).toHaveAttribute('data-state', 'dosing');
  await advanceUntil(
    page,
    async () => (await page.getByTestId('reading-ec').getAttribute('data-tone')) === 'ok',
    240,
  );
  await world.advance(page.request, 60_000);
  await expect.poll(() => litresOf(tankA)).toBeLessThan(before);
  await expect(tankA.getByTestId('tank-level')).not.toHaveText(/^1000\.0 L/);
  await expect
    .poll(async () => Number(await page.getByTestId('run-chart').getAttribute('data-points')))
    .toBeGreaterThan(2);
  await expect(page.getByRole('figure', { name: '本次运行的 EC 与 pH' })).toBeVisible();

  // Opened mid-run, the chart starts from the run's beginning (the EC and pH sensors' history).
  await page.reload();
  await expect
    .poll(async () => Number(await page.getByTestId('run-chart').getAttribute('data-points')))
    .toBeGreaterThan(5);

  // Pause and resume from the centre, then stop: the centre goes back to idle.
  await page.getByRole('button', { name: '暂停' }).click();
  await expect(program).toHaveAttribute('data-state', 'paused');
  await world.advance(page.request, 10_000);
  await expect(page.getByTestId('centre-state')).toHaveText('程序已暂停，暂不配肥');
  await expect(tankA).toHaveAttribute('data-pump', 'off');
  await page.getByRole('button', { name: '继续' }).click();
  await expect(program).toHaveAttribute('data-state', 'running');
  await page.getByRole('button', { name: '停止' }).click();
  await expect(program).not.toHaveAttribute('data-state', /running|paused/);
});
