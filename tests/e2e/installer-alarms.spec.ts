// Sensor alarm rules in bulk as the demo user. The closed loop: a rule whose threshold the sensor's
// live value crosses, saved here, raises an alarm in the simulated controller that the header's bell
// counts. And a bulk edit of two sensors saved beside an invalid row that is held back and says why.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const rowOf = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** The bell's count as the header says it (its accessible name, "N 条未处理报警"). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('link', { name: /条未处理报警$/ }).getAttribute('aria-label')) ?? '';
  return Number(name.replace(/\D/g, ''));
}

test('a rule the live value crosses raises an alarm that the bell counts', async ({ page }) => {
  await openAs(page, users.demo, '/warningSetUp/SensorWarningSet');
  const row = rowOf(page, '1号棚空气温度');
  const rule = row.getByTestId('rule-inline');
  await expect(rule.getByRole('textbox', { name: '上限' })).toHaveValue('35');
  await world.advance(page.request, 10_000); // fresh readings
  const live = row.getByTestId('live-reading');
  await expect(live).toHaveAttribute('data-value', /^-?\d+\.\d$/);
  const value = Number(await live.getAttribute('data-value'));

  const high = String(Math.floor(value) - 2);
  await rule.getByRole('textbox', { name: '下限' }).fill('');
  await rule.getByRole('textbox', { name: '上限' }).fill(high);
  await rule.getByRole('textbox', { name: '延时（秒）' }).fill('0');
  await expect(rule).toHaveAttribute('data-changed', 'true');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByTestId('save-outcome')).toHaveText('已保存 1 处修改');
  await expect(page.getByTestId('save-bar')).toHaveCount(0);

  await world.advance(page.request, 10_000);
  // The new alarm is announced, the bell counts it and its row leads the alarm centre. Not "the count
  // before plus one": the world's other alarms may clear meanwhile (a reset ends the faults that raised
  // them; the bell went from 2 to 1 while this one rose, in a CI run with two harnesses).
  await expect(page.getByTestId('new-alarm-snackbar')).toContainText('1号棚空气温度过高');
  await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(1);
  const counted = await bellCount(page);
  await expect(page.getByTestId('alarm-count')).toHaveText(String(counted));
  await page.getByRole('link', { name: /条未处理报警$/ }).click();
  const alarm = page.getByTestId('alarm-row').filter({ hasText: '1号棚空气温度过高' });
  await expect(alarm.first()).toBeVisible();
});

test('one bulk edit gives two sensors the same rule; an invalid row is held back and says why', async ({
  page,
}) => {
  await openAs(page, users.demo, '/warningSetUp/SensorWarningSet');
  const co2a = rowOf(page, '1号棚二氧化碳');
  const co2b = rowOf(page, '2号棚二氧化碳');
  await expect(co2a.getByText('暂无报警规则')).toBeVisible();
  await co2a.getByRole('checkbox', { name: '选择「1号棚二氧化碳」' }).check();
  await co2b.getByRole('checkbox', { name: '选择「2号棚二氧化碳」' }).check();
  const bulk = page.getByRole('region', { name: '批量设置' });
  await expect(bulk.getByTestId('bulk-selected')).toHaveText('已选 2 个传感器');
  await bulk.getByRole('textbox', { name: '上限' }).fill('1600');
  await bulk.getByRole('textbox', { name: '下限' }).fill('300');
  await bulk.getByRole('textbox', { name: '延时（秒）' }).fill('120');
  await bulk.getByRole('button', { name: '应用到所选' }).click();
  for (const row of [co2a, co2b]) {
    await expect(row.getByRole('textbox', { name: '上限' })).toHaveValue('1600');
    await expect(row.getByRole('textbox', { name: '延时（秒）' })).toHaveValue('120');
  }
  // An inline edit that does not validate: low above high.
  const temp = rowOf(page, '1号棚空气温度');
  await temp.getByRole('textbox', { name: '下限' }).fill('50');
  await expect(temp.getByText('下限必须小于上限')).toBeVisible();
  await expect(page.getByTestId('save-bar')).toContainText('3 处修改未保存');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByTestId('save-outcome')).toContainText('已保存 2 处修改');
  await expect(page.getByTestId('save-outcome')).toContainText('1 处输入有误，未发送');
  await expect(temp.getByRole('textbox', { name: '下限' })).toHaveValue('50');

  await page.reload();
  for (const row of [co2a, co2b]) {
    await expect(row.getByRole('textbox', { name: '上限' })).toHaveValue('1600');
    await expect(row.getByRole('textbox', { name: '下限' })).toHaveValue('300');
    await expect(row.getByRole('textbox', { name: '延时（秒）' })).toHaveValue('120');
  }
  await expect(temp.getByRole('textbox', { name: '下限' })).toHaveValue('5');
});
