// Four library scenarios (scenarios/*.scenario.ts: heat wave, storm, jammed vent, frost) started as the trainer console starts them
// (POST /sim/world/scenario), with grower screens opened along the way: what the grower sees is
// what the scenario teaches. The harness clock is stepped: each test advances to the moment it needs.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { trainer } from './support/trainer.ts';
import { world } from './support/world.ts';

test.afterEach(async ({ request }) => {
  await trainer.stop(request).catch(() => undefined);
});

const bellCount = async (page: Page) => Number((await page.getByTestId('alarm-count').textContent()) || '0');

/**
 * Stepping a simulated minute per look is the world's CPU work (each step a few hundred ms on a busy
 * machine), so these loops are bounded by more than the default wait.
 */
const steppedLoop = { timeout: 20_000, intervals: [100] };

/** Advances a minute at a time until the running scenario's expectation is met (or missed). */
async function advanceUntilMet(page: Page, id: string) {
  await expect
    .poll(async () => {
      const state = await trainer.expectation(page.request, id);
      if (state.startsWith('pending')) await world.advance(page.request, 60_000);
      return state;
    }, steppedLoop)
    .toBe('met');
}

test('heat-wave-noon: the weather strip shows 38 °C, the vents open, the bell counts the heat alarm', async ({
  page,
}) => {
  await trainer.start(page.request, 'heat-wave-noon');
  await openAs(page, users.demo, '/');
  const bellBefore = await bellCount(page);
  await world.advance(page.request, 12 * 60_000);
  const outTemp = page.getByTestId('weather-strip').getByTestId('metric-outTemp');
  await expect.poll(async () => Number(await outTemp.getAttribute('data-value'))).toBeGreaterThan(36);
  await advanceUntilMet(page, 'vents-open');
  const card = page.locator('[data-testid^="zone-card-"]').first();
  await expect
    .poll(async () => Number(await card.getByTestId('position-vents').getAttribute('data-pos')))
    .toBeGreaterThanOrEqual(80);
  await advanceUntilMet(page, 'high-temp-alarm');
  await expect.poll(() => bellCount(page)).toBeGreaterThan(bellBefore);
  await page.getByTestId('alarm-count').click();
  await expect(page).toHaveURL(/\/newAlarmCenter/);
  // House 1's heat alarm among the open ones (other houses may pass 35 °C too, and the newest is first).
  await expect(page.getByTestId('alarm-row').filter({ hasText: '1号棚空气温度过高' }).first()).toBeVisible();
});

test('storm-closes-vents: the storm closes the vents of house 1 although it is warm', async ({ page }) => {
  await trainer.start(page.request, 'storm-closes-vents');
  await openAs(page, users.demo, '/');
  await world.advance(page.request, 31 * 60_000); // the storm is at 30 min
  // What the grower sees: house 1's vents closing within minutes of the storm, a minute at a time.
  // (The scenario's own 'always' expectation is judged by --check in tests/scenarios: here, stepping
  // a minute per call through the harness, its watcher may judge a report still in flight.)
  const card = page.locator('[data-testid^="zone-card-"]').first();
  await expect
    .poll(async () => {
      await world.advance(page.request, 60_000);
      return Number(await card.getByTestId('position-vents').getAttribute('data-pos'));
    }, steppedLoop)
    .toBeLessThanOrEqual(5);
});

test('jammed-vent: the grower closing the left vent is refused with the device’s reason; a device alarm rings @phone', async ({
  page,
}) => {
  await trainer.start(page.request, 'jammed-vent');
  await openAs(page, users.demo, '/');
  await world.advance(page.request, 11 * 60_000); // the jam is at 10 min
  await page.goto('/device/Roller?zid=1');
  const vent = page.getByRole('group', { name: '1号棚左侧卷膜', exact: true });
  const state = vent.getByTestId('actuator-state');
  await expect(state).not.toHaveAttribute('data-state', 'unknown');
  await vent.getByRole('button', { name: '关闭' }).click();
  await expect(vent.getByTestId('actuator-error')).toContainText('设备未响应');
  await expect(state).toHaveAttribute('data-state', 'jammed');
  await expect(vent.getByText('执行器卡死，请到现场检查后再操作')).toBeVisible();
  await advanceUntilMet(page, 'device-alarm');
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
});

test('frost-protection: the weather strip shows the frost', async ({ page }) => {
  await trainer.start(page.request, 'frost-protection');
  await openAs(page, users.demo, '/');
  await world.advance(page.request, 5 * 60_000);
  const outTemp = page.getByTestId('weather-strip').getByTestId('metric-outTemp');
  await expect.poll(async () => Number(await outTemp.getAttribute('data-value'))).toBeLessThan(0);
});
