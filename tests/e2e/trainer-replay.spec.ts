// A trainer plays the heat wave from the console at ×3600, restarts it and starts it again: every
// play meets the same four expectations at the same farm moments (each play plants the scenario's
// own world and holds the clock while a step waits on a socket), and every start is confirmed
// within seconds.
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { trainer } from './support/trainer.ts';
import { world } from './support/world.ts';

test.afterEach(async ({ request }) => {
  await trainer.stop(request).catch(() => undefined);
  await world.setClock(request, { action: 'speed', speed: 1 });
});

test('heat-wave-noon at ×3600: all met, restarted all met at the same moments, started again confirmed at once', async ({
  page,
}) => {
  // Two whole plays of 90 farm minutes, paced by the world as fast as its CPU goes (each 1.5 s at
  // ×3600 on an idle machine, 10-15 s on a busy one): the one test here whose length is that work.
  test.setTimeout(60_000);
  await openAs(page, users.demo, '/trainer');
  await page.getByRole('button', { name: '×3600', exact: true }).click();
  await page.getByLabel('选择场景').click();
  await page.getByRole('option', { name: '正午热浪' }).click();

  const outcome = page.getByTestId('trainer-outcome');
  const expectations = page.getByTestId('trainer-expectation');
  /** Each expectation's state and the farm moment it was judged, once the play has met all four. */
  const allMet = async () => {
    await expect(expectations).toHaveCount(4);
    // A play paces the world with the wall clock (90 farm minutes, 1.5 s at ×3600 when the CPU keeps
    // up; the world slows down when it does not), so this one wait is on the wall clock.
    await expect(expectations.and(page.locator('[data-state="met"]'))).toHaveCount(4, { timeout: 20_000 });
    return expectations.allInnerTexts();
  };

  await page.getByRole('button', { name: '开始', exact: true }).click();
  await expect(outcome).toContainText('场景“正午热浪”已开始');
  const first = await allMet();

  await page.getByRole('button', { name: '重新开始', exact: true }).click();
  await expect(expectations.and(page.locator('[data-state="pending"]')).first()).toBeVisible();
  const second = await allMet();
  expect(second).toEqual(first);

  await page.getByRole('button', { name: '开始', exact: true }).click();
  await expect(outcome).toContainText('场景“正午热浪”已开始');
  await expect(page.getByTestId('trainer-timeline')).toContainText('正在运行：正午热浪');
});
