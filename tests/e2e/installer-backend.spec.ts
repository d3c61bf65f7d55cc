// The installer's back-end tabs as the demo user: the seed's redirect chain, every group's channels,
// the clash check, and edits that move hardware saved only after a confirmation that names the
// actuator (a travel time on a vent left open; a fan channel switched off on a phone), read back
// after a reload. Actuators start held still, so a vent stays where the spec drives it.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test.use({ automation: 'hold' });

const channelOf = (page: Page, name: string) =>
  page.getByTestId('backend-channel').filter({ has: page.getByText(name, { exact: true }) });

test('the back-end view lands on ventilation and every tab lists its channels', async ({ page }) => {
  await openAs(page, users.demo, '/backEndController/BackEndView');
  await expect(page).toHaveURL(/\/backEndDevice\/BackEndVentilation$/);
  await expect(page.getByRole('heading', { name: '通风输出通道' })).toBeVisible();
  const vent = channelOf(page, '1号棚左侧卷膜');
  await expect(vent.getByTestId('channel-mapping')).toHaveText('板 10 · 通道 1');
  await expect(vent.getByTestId('channel-travel')).toHaveText('120 秒');
  await expect(vent.getByTestId('channel-enabled')).toHaveText('启用');
  await expect(channelOf(page, '1号棚顶窗1').getByTestId('channel-mapping')).toHaveText('板 1 · 通道 1');
  await expect(page.getByTestId('channel-count')).toHaveText('共 24 路 · 停用 0 路');

  const tabs: [tab: string, heading: string, name: string, mapping: string][] = [
    ['幕布', '幕布输出通道', '1号棚外遮阳', '板 10 · 通道 3'],
    ['风机', '风机输出通道', '1号棚1号风机', '板 10 · 通道 5'],
    ['开关', '开关输出通道', '1号棚湿帘水泵', '板 2 · 通道 1'],
    ['补光', '补光输出通道', '1号棚补光灯', '板 10 · 通道 7'],
  ];
  for (const [tab, heading, name, mapping] of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(channelOf(page, name).getByTestId('channel-mapping')).toHaveText(mapping);
    await expect(channelOf(page, name).getByTestId('actuator-state')).not.toHaveAttribute(
      'data-state',
      'unknown',
    );
  }
  // On/off groups have no travel time.
  await expect(page.getByTestId('channel-travel')).toHaveCount(0);
});

test('a new travel time for a vent that stands open asks first, then persists', async ({ page }) => {
  // Leave the vent part open: drive it 5 % from where it stands (never to 0).
  await openAs(page, users.demo, '/device/Roller?zid=1');
  const control = page.getByRole('group', { name: '1号棚左侧卷膜', exact: true });
  const pos = control.getByTestId('actuator-pos');
  await expect(pos).toHaveAttribute('data-pos', /\d+/);
  const from = Number(await pos.getAttribute('data-pos'));
  const target = from >= 90 ? from - 5 : from + 5;
  await control.getByRole('textbox', { name: '目标开度（%）' }).fill(String(target));
  await control.getByRole('button', { name: '转到' }).click();
  // The command must reach the controller before the world moves (the advance raced it: a CI flake).
  await expect(control).toHaveAttribute('data-phase', 'moving');
  await world.advance(page.request, 30_000);
  await expect(pos).toHaveAttribute('data-pos', String(target));

  await page.goto('/backEndDevice/BackEndVentilation');
  const vent = channelOf(page, '1号棚左侧卷膜');
  await expect(vent.getByTestId('actuator-state')).toHaveAttribute('data-state', 'stopped');
  await vent.getByRole('button', { name: '编辑「1号棚左侧卷膜」的通道' }).click();
  const form = page.getByRole('dialog', { name: '通道设置 · 1号棚左侧卷膜' });
  await form.getByRole('textbox', { name: '通道号' }).fill('5');
  await expect(form.getByTestId('channel-clash')).toHaveText(
    '板 10 · 通道 5 已被「1号棚1号风机」使用，请换一个通道',
  );
  await form.getByRole('textbox', { name: '通道号' }).fill('1');
  await expect(form.getByTestId('channel-clash')).toHaveCount(0);
  await form.getByRole('textbox', { name: '行程时间（秒）' }).fill('0');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('卷膜和幕布需要行程时间（至少 1 秒）')).toBeVisible();
  await form.getByRole('textbox', { name: '行程时间（秒）' }).fill('150');
  await form.getByRole('button', { name: '保存' }).click();

  const confirm = page.getByRole('dialog').filter({ hasText: '重新校准' });
  await expect(confirm).toContainText('保存后「1号棚左侧卷膜」将按新的行程时间（150 秒）重新校准。');
  await expect(confirm).toContainText(`它现在的状态：已停止，开度 ${target}%。`);
  await confirm.getByRole('button', { name: '确认保存' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(vent.getByTestId('channel-travel')).toHaveText('150 秒');
  await page.reload();
  await expect(vent.getByTestId('channel-travel')).toHaveText('150 秒');
});

test('switching a fan channel off on a phone asks first, then persists @phone', async ({ page }) => {
  await openAs(page, users.demo, '/backEndController/BackEndView');
  await page.getByRole('tab', { name: '风机' }).click();
  await expect(page).toHaveURL(/\/backEndDevice\/BackEndFan$/);
  const fan = channelOf(page, '1号棚1号风机');
  await expect(fan.getByTestId('channel-enabled')).toHaveText('启用');
  await fan.getByRole('button', { name: '编辑「1号棚1号风机」的通道' }).click();
  const form = page.getByRole('dialog', { name: '通道设置 · 1号棚1号风机' });
  await expect(form.getByRole('textbox', { name: '行程时间（秒）' })).toHaveCount(0);
  await form.getByRole('switch', { name: '启用此通道' }).uncheck();
  await form.getByRole('button', { name: '保存' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '停用后' });
  await expect(confirm).toContainText('停用后「1号棚1号风机」将不再响应自动和手动控制');
  // Cancel keeps the form as typed and sends nothing.
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(form.getByRole('switch', { name: '启用此通道' })).not.toBeChecked();
  await form.getByRole('button', { name: '保存' }).click();
  await confirm.getByRole('button', { name: '确认保存' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(fan.getByTestId('channel-enabled')).toHaveText('停用');
  await expect(page.getByTestId('channel-count')).toHaveText('共 8 路 · 停用 1 路');
  await page.reload();
  await expect(fan.getByTestId('channel-enabled')).toHaveText('停用');
});
