// The actuator form against the demo farm's first base: per-field validation, add, rename (it
// persists across a reload and shows to another logged-in client without one), drive the new valve on and off on
// ComCtrl, delete. Each test adds its own actuator, so no program or automation holds it.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

const unique = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** Fills the add form (zone 1号棚) and saves; returns the new aid from the URL it lands on. */
async function addActuator(page: Page, name: string, kind: string): Promise<number> {
  await page.goto('/device/editactuator');
  await page.getByRole('textbox', { name: '名称' }).fill(name);
  await page.getByRole('combobox', { name: '区域' }).click();
  await page.getByRole('option', { name: '1号棚' }).click();
  await page.getByRole('combobox', { name: '类型' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/aid=\d+/);
  await expect(page.getByRole('textbox', { name: '名称' })).toHaveValue(name);
  return Number(new URL(page.url()).searchParams.get('aid'));
}

async function deleteActuator(page: Page, aid: number) {
  await page.goto(`/device/editactuator?aid=${aid}`);
  await page.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page).toHaveURL(/\/device\/actuator$/);
  await page.goto(`/device/editactuator?aid=${aid}`);
  await expect(page.getByTestId('actuator-not-found')).toBeVisible();
}

test('the form names each wrong field before anything is sent', async ({ page }) => {
  await openAs(page, users.demo, '/device/editactuator');
  await page.getByRole('textbox', { name: '全程时间（秒）' }).fill('0');
  await page.getByRole('textbox', { name: '通道号' }).fill('3');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入名称')).toBeVisible();
  await expect(page.getByText('请输入 1 到 3600 之间的整数')).toBeVisible();
  await expect(page.getByText('填写通道号时也要填写控制板号')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '名称' })).toBeFocused();
  await page.getByRole('textbox', { name: '控制板号' }).fill('2');
  await page.getByRole('textbox', { name: '通道号' }).fill('1');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('该控制板通道已被“1号棚湿帘水泵”使用')).toBeVisible();
  await expect(page).not.toHaveURL(/aid=/);
});

test('rename persists after a reload and shows to another client without one', async ({ page, browser }) => {
  await openAs(page, users.demo, '/');
  const name = unique('e2e风机');
  const aid = await addActuator(page, name, '风机');
  const otherClient = await browser.newContext();
  const other = await otherClient.newPage();
  await openAs(other, users.demo, '/device/actuator?zid=1');
  await expect(other.getByRole('group', { name, exact: true })).toBeVisible();

  const renamed = unique('e2e改名');
  await page.getByRole('textbox', { name: '名称' }).fill(renamed);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('已保存');
  await expect(other.getByRole('group', { name: renamed, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: '名称' })).toHaveValue(renamed);
  await otherClient.close();
  await deleteActuator(page, aid);
});

test('a new valve turns on then off on ComCtrl', async ({ page }) => {
  await openAs(page, users.demo, '/');
  const name = unique('e2e阀门');
  const aid = await addActuator(page, name, '电磁阀');
  await page.goto('/device/ComCtrl?zid=1');
  const valve = page.getByRole('group', { name, exact: true });
  const state = valve.getByTestId('actuator-state');
  await expect(valve.getByRole('button', { name: '开启', exact: true })).toBeEnabled();
  await valve.getByRole('button', { name: '开启', exact: true }).click();
  await expect(state).toHaveAttribute('data-state', 'on');
  await valve.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(state).toHaveAttribute('data-state', 'off');
  await expect(valve.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'manual');
  await deleteActuator(page, aid);
});
