// The controller's network devices as the demo user: grouped by kind with online counts and signal in
// words, the filter, and a rename with a zone assignment that persists after a reload.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

const deviceOf = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('network devices by kind, filtered, and a rename with a new zone kept after a reload', async ({
  page,
}) => {
  await openAs(page, users.demo, '/network/NetworkDevice');
  const groups = page.getByTestId('network-group');
  await expect(groups.getByRole('heading')).toHaveText(
    ['网关（1）', 'RS485 总线（1）', 'LoRa 节点（1）', '摄像头（4）'],
    {},
  );
  await expect(page.getByTestId('network-counts')).toHaveText('在线 7离线 0');
  await expect(deviceOf(page, '气象站网关').getByTestId('signal')).toHaveText('有线连接');
  const lora = deviceOf(page, 'LoRa墒情节点');
  await expect(lora.getByTestId('signal')).toHaveText(/^信号(很强|良好|一般|较弱)（-\d+ dBm）$/);
  await expect(lora.getByRole('img', { name: /^信号.+dBm）$/ })).toBeVisible();
  await expect(lora.getByTestId('device-zone')).toHaveText('所属温室：1号棚');

  await page.getByRole('combobox', { name: '设备类型' }).click();
  await page.getByRole('option', { name: '摄像头' }).click();
  await expect(page.getByTestId('network-device')).toHaveCount(4);
  await page.getByRole('button', { name: '离线' }).click();
  await expect(page.getByText('没有符合条件的设备')).toBeVisible();
  await page.getByRole('button', { name: '全部' }).click();
  await page.getByRole('combobox', { name: '设备类型' }).click();
  await page.getByRole('option', { name: '全部类型' }).click();
  await page.getByRole('textbox', { name: '搜索名称或地址' }).fill('com1');
  await expect(page.getByTestId('device-name')).toHaveText(['RS485总线']);
  await page.getByRole('textbox', { name: '搜索名称或地址' }).fill('');

  await lora.getByRole('button', { name: '编辑「LoRa墒情节点」' }).click();
  const form = page.getByRole('dialog', { name: '设备设置 · LoRa墒情节点' });
  await form.getByRole('textbox', { name: '名称' }).fill(' ');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('必填', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: '名称' }).fill('东区LoRa节点');
  await form.getByRole('combobox', { name: '所属温室' }).click();
  await page.getByRole('option', { name: '2号棚' }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toHaveCount(0);
  const renamed = deviceOf(page, '东区LoRa节点');
  await expect(renamed.getByTestId('device-zone')).toHaveText('所属温室：2号棚');

  await page.reload();
  await expect(renamed.getByTestId('device-zone')).toHaveText('所属温室：2号棚');
  await expect(deviceOf(page, 'LoRa墒情节点')).toHaveCount(0);
});
