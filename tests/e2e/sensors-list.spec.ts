// The sensor list of the demo farm's first base as the demo user: live values that change in place,
// the zone and type filters (kept in the URL), and the error state of a bad or unknown sensor link.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

const values = (page: Page) =>
  page
    .getByTestId('sensor-value')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-value') ?? '').join('|'));

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('the sensor list shows live values that change, and filters by zone and type', async ({ page }) => {
  await openAs(page, users.demo, '/device/sensor');
  const rows = page.getByTestId('sensor-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('sensor-count')).toContainText('一号基地');
  const airTemp = rows.filter({ hasText: '1号棚空气温度' }).getByTestId('sensor-value');
  await stepUntil(page, () => expect(airTemp).not.toHaveAttribute('data-value', '—', look));
  await expect(airTemp).toContainText('°C');
  await expect(rows.filter({ hasText: '1号棚空气温度' }).getByTestId('sensor-quality')).toHaveText('正常');
  const first = await values(page);
  await world.advance(page.request, 30_000); // six more rounds of readings, at once
  await expect.poll(() => values(page)).not.toBe(first);

  // Zones are named by whoever manages them: take the first two as the list shows them.
  const [zoneA, zoneB] = await page
    .getByTestId('sensor-group')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  await choose(page, '分区', zoneB!);
  await expect(page).toHaveURL(/zone=\d+/);
  await expect(page.getByRole('list', { name: zoneB })).toBeVisible();
  await expect(page.getByRole('list', { name: zoneA })).toHaveCount(0);
  await choose(page, '类型', '空气温度');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('空气温度');
  await page.reload();
  await expect(rows).toHaveCount(1);
  await choose(page, '分区', '未分区（室外 / 首部）');
  await expect(page.getByText('没有符合筛选条件的传感器')).toBeVisible();
  await choose(page, '类型', '全部类型');
  await expect(rows.filter({ hasText: '气象站室外温度' })).toHaveCount(1);

  await rows.filter({ hasText: '气象站室外温度' }).click();
  await expect(page).toHaveURL(/\/device\/SensorParticularMessage\?sid=\d+$/);
  await expect(page.getByRole('heading', { name: '传感器详情 · 气象站室外温度' })).toBeVisible();
});

test('a bad or unknown sensor link says why and leads back to the list @phone', async ({ page }) => {
  await openAs(page, users.demo, '/');
  for (const bad of ['abc', '0', '-2', '1.5']) {
    await page.goto(`/device/EditSensor?sid=${bad}`);
    await expect(page.getByTestId('sensor-problem')).toContainText('链接中的传感器编号无效');
  }
  await page.goto('/device/SensorAlarmSet');
  await expect(page.getByTestId('sensor-problem')).toContainText('链接中的传感器编号无效');
  await page.goto('/device/SensorParticularMessage?sid=9999');
  await expect(page.getByTestId('sensor-problem')).toContainText('未找到编号为 9999 的传感器');
  await page.getByRole('link', { name: '返回传感器列表' }).click();
  await expect(page).toHaveURL(/\/device\/sensor$/);
  await expect(page.getByTestId('sensor-row').first()).toBeVisible();
});

test('a sensor’s quality reads in words as faults come and go', async ({ page }) => {
  /** Switches a fault of sensor 5 on and steps to its next reading. */
  const fault = async (kind: string) => {
    await world.fault(page.request, kind, { id: 5 });
    await world.advance(page.request, 5_000);
  };
  await openAs(page, users.demo, '/device/SensorParticularMessage?sid=5');
  const quality = page.getByTestId('sensor-quality').first();
  await expect(quality).toHaveText('正常');
  await fault('sensorOutOfRange');
  await expect(quality).toHaveText('超出量程');
  await world.clearFaults(page.request);
  await fault('sensorOffline');
  await expect(quality).toHaveText('离线');
  await expect(page.getByTestId('sensor-value').first()).toHaveAttribute('data-value', '—');
  await world.clearFaults(page.request);
  await world.advance(page.request, 5_000);
  await expect(quality).toHaveText('正常');
});
