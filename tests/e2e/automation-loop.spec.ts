// Closing the loop from the automation screens: a strategy switched off stays off after a reload and
// its live decisions go; an actuator under manual control is handed back; the outputs table follows
// the controller's decisions as the simulated clock is stepped.
import { ZONE_TABS_HEIGHT } from '../../app/features/automation/zone-tabs.tsx';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const zoneControl = '/automaticSettings/AutomaticEnvironmentControlMain?zid=1';

test('switch a strategy off in a zone: it persists after a reload and its decisions go @phone', async ({
  page,
}) => {
  await openAs(page, users.demo, zoneControl);
  const roll = page.getByRole('article', { name: '卷膜通风' });
  await expect(roll).toHaveAttribute('data-enabled', 'true');
  // The zone tabs mount after the first paint, into the space kept for them: nothing below moves.
  const bar = page
    .getByRole('tablist', { name: '分区' })
    .locator('xpath=ancestor::div[contains(@class, "MuiTabs-root")]');
  expect((await bar.boundingBox())?.height).toBe(ZONE_TABS_HEIGHT);
  // A zone name of the most characters a name may have stays on one line too.
  await bar
    .getByRole('tab')
    .first()
    .locator('span')
    .first()
    .evaluate((label) => {
      label.textContent = '番茄育苗连栋温室东区'.repeat(4);
    });
  expect((await bar.boundingBox())?.height).toBe(ZONE_TABS_HEIGHT);
  await expect(roll.getByTestId('decision').first()).toBeVisible();
  await roll.getByRole('switch', { name: '启用策略 卷膜通风' }).click();
  await expect(roll).toHaveAttribute('data-enabled', 'false');
  await expect(roll.getByTestId('strategy-switch')).toContainText('已停用');
  await page.reload();
  await expect(roll).toHaveAttribute('data-enabled', 'false');
  await expect(roll).toContainText('策略已停用，以下决策不再生效');
  // The controller drops a switched-off strategy's records at its next decision.
  await world.advance(page.request, 90_000);
  await expect(roll.getByTestId('decision')).toHaveCount(0);
  await page.goto('/strategy/OutputInfo?zid=1');
  const rows = page.locator('[data-testid="output-row"]').filter({ hasText: '1号棚左侧卷膜' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row', { name: /卷膜通风 · 卷膜通风 · 优先级 60 · 已停用/ })).toBeVisible();
});

test('an actuator under manual control is handed back to automation from the zone screen', async ({
  page,
}) => {
  await openAs(page, users.demo, '/device/Roller?zid=1');
  const vent = page.getByRole('group', { name: '1号棚左侧卷膜', exact: true });
  await expect(vent.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'auto');
  await vent.getByLabel('自动', { exact: true }).click();
  await expect(vent.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'manual');

  await page.goto(zoneControl);
  const manual = page.getByTestId('manual-actuators').getByRole('group', { name: '1号棚左侧卷膜' });
  await expect(manual.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'manual');
  await manual.getByRole('button', { name: '交还自动' }).click();
  await expect(manual.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'auto');
  await expect(manual.getByRole('button', { name: '交还自动' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('no-manual')).toBeVisible();
});

test.describe('with every actuator held under manual control', () => {
  test.use({ automation: 'hold' });

  test('the outputs table shows the controller’s decision, its reason and who overrules it', async ({
    page,
  }) => {
    await openAs(page, users.demo, '/strategy/OutputInfo?zid=1');
    await page.getByLabel('策略').click();
    await page.getByRole('option', { name: '卷膜通风' }).click();
    await expect(page).toHaveURL(/zid=1&stid=\d+/);
    await world.advance(page.request, 3 * 60_000);
    const vent = page.locator('[data-testid="output-row"]').filter({ hasText: '1号棚左侧卷膜' });
    await expect(vent).toHaveAttribute('data-status', 'overruled');
    await expect(vent.getByTestId('output-status')).toHaveText('被否决：手动控制中');
    // The controller's reason, said in the grower's language (protocol decisionWhy, not its English text).
    await expect(vent.getByTestId('output-reason')).toHaveText(
      /^(室温 [\d.-]+ °C，开窗温度|湿度 [\d.]+% 高于上限)/,
    );
    await expect(vent.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'manual');
    await expect(page.locator('[data-row="strategy"]')).toHaveCount(1);
  });
});
