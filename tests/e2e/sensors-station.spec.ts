// The weather station, the cameras and the server list of the demo user: outdoor values with the wind
// compass and 24 h charts, a camera picture full screen, and switching to another base from the
// server list, which the sensor list then follows.
import { installAppClock, passAckTimeout } from './support/app-clock.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

test('the weather station shows its live values, the wind and a chart per value @phone', async ({ page }) => {
  await openAs(page, users.demo, '/device/WeatherStation');
  const tiles = page.getByTestId('weather-tile');
  await expect(tiles).toHaveCount(4);
  for (const type of ['outTemp', 'outHum', 'rain', 'radiation']) {
    const value = page.locator(
      `[data-testid="weather-tile"][data-type="${type}"] [data-testid="sensor-value"]`,
    );
    await stepUntil(page, () => expect(value).not.toHaveAttribute('data-value', '—', look));
  }
  await expect(tiles.filter({ hasText: '室外温度' })).toContainText('°C');
  await expect(page.getByTestId('wind-compass')).toHaveAttribute('data-deg', /^\d+$/);
  await expect(page.getByTestId('wind-direction')).toHaveText(/风（\d+°）/);
  await expect(page.getByTestId('wind-speed')).toContainText('m/s');
  const charts = page.getByTestId('sensor-trend');
  await expect(charts).toHaveCount(5);
  const outTemp = charts.filter({ hasText: '室外温度 · 近 24 小时' });
  await expect(outTemp.locator('.recharts-line path').first()).toBeVisible();
  await expect(outTemp.getByTestId('stat-max')).toContainText('°C');
});

test('a camera picture opens full screen and closes again @phone', async ({ page }) => {
  await openAs(page, users.demo, '/device/camera/CameraMain');
  const card = page.getByTestId('camera-card').first();
  await expect(card.getByTestId('camera-snapshot')).toBeVisible();
  await expect(card.getByTestId('camera-snapshot')).toHaveJSProperty('complete', true);
  await card.getByRole('button', { name: '刷新' }).click();
  await expect(card.getByRole('button', { name: '刷新' })).toBeEnabled();
  await card.getByRole('button', { name: '全屏查看' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('camera-snapshot')).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
  await dialog.getByRole('button', { name: '关闭全屏' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the server list selects another base, and the sensor list follows it', async ({ page }) => {
  await openAs(page, users.demo, '/device/server');
  const cards = page.getByTestId('server-card');
  await expect(cards).toHaveCount(3);
  const first = cards.nth(0);
  const second = cards.nth(1);
  await expect(first).toHaveAttribute('data-selected', 'true');
  await expect(first.getByTestId('server-state')).toHaveText('在线');
  await expect(first.getByTestId('device-types')).toContainText('传感器 52 个');
  await expect(first.getByText('运行时长')).toBeVisible();
  const secondName = (await second.getByRole('heading').textContent()) ?? '';

  await second.getByRole('button', { name: '切换到此基地' }).click();
  await expect(second).toHaveAttribute('data-selected', 'true');
  await expect(first).toHaveAttribute('data-selected', 'false');
  await expect(second.getByTestId('server-state')).toHaveText('在线');
  await expect(page.getByRole('combobox', { name: '选择基地' }).locator('option:checked')).toHaveText(
    secondName,
  );

  await page.getByRole('link', { name: '传感器', exact: true }).first().click();
  await expect(page).toHaveURL(/\/device\/sensor$/);
  await expect(page.getByTestId('sensor-count')).toContainText(secondName);
  await expect(page.getByTestId('sensor-row').first()).toBeVisible();
  const firstValue = page.getByTestId('sensor-value').first();
  await stepUntil(page, () => expect(firstValue).not.toHaveAttribute('data-value', '—', look));
  await page.goto('/device/server');
  await expect(page.getByTestId('server-card').nth(1)).toHaveAttribute('data-selected', 'true');
});

test('when the controller stops answering, the screens say so in words and recover', async ({ page }) => {
  await installAppClock(page);
  await openAs(page, users.demo, '/');
  await world.fault(page.request, 'ackDrop', { topic: 'system/confack' });
  await page.goto('/device/server');
  await passAckTimeout(page, page.getByTestId('server-state'), '控制器无应答');
  await page.goto('/device/WeatherStation');
  await expect(page.getByTestId('screen-loading')).toBeVisible();
  const error = page.getByTestId('screen-error');
  await passAckTimeout(page, error, '设备未应答');
  await world.clearFaults(page.request);
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('weather-tile')).toHaveCount(4);
});
