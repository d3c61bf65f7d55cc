// The named scenario `unpaid-bill` (scenarios/unpaid-bill.scenario.ts) played on the harness: the
// one-server grower's yearly fee falls overdue 30 s into the session and is paid at 5 min. The
// world's clock is stepped to each moment, so the test takes seconds, not six minutes.
import { findInLibrary } from '../../scenarios/index.ts';
import { scenarioPlayer } from '../support/scenario-player.ts';
import { openAs } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { harnessScenarioWorld } from './support/world.ts';

test('unpaid-bill: the next page load after the fee falls overdue asks for payment; paid, it goes on', async ({
  page,
  request,
}) => {
  const unpaidBill = await findInLibrary('unpaid-bill');
  expect(unpaidBill.farm.name, 'the harness runs the demo farm').toBe('demo');
  await cloud.reset(request);
  const play = scenarioPlayer(unpaidBill, harnessScenarioWorld(request));
  await openAs(page, users.oneServer, '/version');
  await expect(page).toHaveURL(/\/version$/);

  await play.until(30_000);
  await page.goto('/version');
  await expect(page).toHaveURL(/\/payment_warn\?redirect=%2Fversion$/);
  await expect(page.getByText('¥12,000')).toBeVisible();

  await play.finish();
  await page.getByRole('button', { name: '我已缴费，重新检查' }).click();
  await expect(page).toHaveURL(/\/version$/);
});
