// A trainer plays the heat wave from the console at ×600, restarts it and starts it again: every
// play meets the same four expectations at the same farm moments (each play plants the scenario's
// own world and holds the clock while a step waits on a socket), and every start is confirmed
// within seconds.
import { loginWithPassword } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { trainer } from './support/trainer.ts';
import { world } from './support/world.ts';

test.afterEach(async ({ request }) => {
  await trainer.stop(request).catch(() => undefined);
  await world.setClock(request, { action: 'speed', speed: 1 });
});

test('heat-wave-noon at ×600: all met, restarted all met at the same moments, started again confirmed at once', async ({
  page,
}) => {
  // Three plays of 90 farm minutes at ×600: about 9 s each.
  test.setTimeout(120_000);
  await loginWithPassword(page, users.demo);
  await page.goto('/trainer');
  await page.getByRole('button', { name: '×600', exact: true }).click();
  await page.getByLabel('选择场景').click();
  await page.getByRole('option', { name: '正午热浪' }).click();

  const outcome = page.getByTestId('trainer-outcome');
  const expectations = page.getByTestId('trainer-expectation');
  /** Each expectation's state and the farm moment it was judged, once the play has met all four. */
  const allMet = async () => {
    await expect(expectations).toHaveCount(4);
    await expect(expectations.and(page.locator('[data-state="met"]'))).toHaveCount(4, { timeout: 60_000 });
    return expectations.allInnerTexts();
  };

  await page.getByRole('button', { name: '开始', exact: true }).click();
  await expect(outcome).toContainText('场景“正午热浪”已开始', { timeout: 5_000 });
  const first = await allMet();

  await page.getByRole('button', { name: '重新开始', exact: true }).click();
  await expect(expectations.and(page.locator('[data-state="pending"]')).first()).toBeVisible({
    timeout: 5_000,
  });
  const second = await allMet();
  expect(second).toEqual(first);

  await page.getByRole('button', { name: '开始', exact: true }).click();
  await expect(outcome).toContainText('场景“正午热浪”已开始', { timeout: 5_000 });
  await expect(page.getByTestId('trainer-timeline')).toContainText('正在运行：正午热浪');
});
