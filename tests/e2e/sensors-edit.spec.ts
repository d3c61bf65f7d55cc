// Editing a sensor and its alarm rules over system/conf as the demo user: validation in the form,
// the change persisting after a reload, and a save whose answer is lost (the simulator's ackDrop
// fault) saying so without losing what the grower typed.
import { installAppClock, passAckTimeout } from './support/app-clock.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

/** A name no earlier run of this spec (against a reused harness) has given. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;

test('edit a sensor: the form checks its fields, and a rename and offset persist after a reload', async ({
  page,
}) => {
  await openAs(page, users.demo, '/device/EditSensor?sid=2');
  const name = page.getByRole('textbox', { name: '名称' });
  await expect(name).toBeVisible();
  await page.getByRole('textbox', { name: '量程下限' }).fill('100');
  await page.getByRole('textbox', { name: '量程上限' }).fill('50');
  await page.getByRole('textbox', { name: '校准偏移' }).fill('abc');
  await name.fill(' ');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先修正表单中标红的项')).toBeVisible();
  await expect(page.getByText('上限必须大于下限')).toBeVisible();
  await expect(page.getByText('请输入数字')).toBeVisible();
  await expect(page.getByText('必填', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/EditSensor/);

  const renamed = unique('东侧湿度');
  await name.fill(renamed);
  await page.getByRole('textbox', { name: '量程下限' }).fill('0');
  await page.getByRole('textbox', { name: '量程上限' }).fill('100');
  await page.getByRole('textbox', { name: '校准偏移' }).fill('1.5');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/device\/SensorParticularMessage\?sid=2$/);
  await expect(page.getByRole('heading', { name: `传感器详情 · ${renamed}` })).toBeVisible();
  await expect(page.getByTestId('sensor-offset')).toHaveText('+1.5 %RH');

  await page.reload();
  await expect(page.getByRole('heading', { name: `传感器详情 · ${renamed}` })).toBeVisible();
  await expect(page.getByTestId('sensor-offset')).toHaveText('+1.5 %RH');
  await page.goto('/device/sensor');
  await expect(page.getByTestId('sensor-row').filter({ hasText: renamed })).toHaveCount(1);
});

test('an alarm rule is checked, added, kept after a reload, and deleted', async ({ page }) => {
  // sid 3: the first zone's CO2 sensor, which the demo farm gives no alarm rule.
  await openAs(page, users.demo, '/device/SensorAlarmSet?sid=3');
  await page.getByRole('button', { name: '添加规则' }).click();
  const editor = page.locator('[data-testid="alarm-rule-editor"][data-rid="new"]');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('上限和下限至少填写一个')).toBeVisible();
  const high = String(1400 + (Date.now() % 500));
  await editor.getByRole('textbox', { name: '上限' }).fill(high);
  await editor.getByRole('textbox', { name: '下限' }).fill('5000');
  await expect(editor.getByText('下限必须小于上限')).toBeVisible();
  await editor.getByRole('textbox', { name: '下限' }).fill('300');
  await editor.getByRole('textbox', { name: '延时（秒）' }).fill('120');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toHaveCount(0);
  const saved = page.getByTestId('alarm-rule-editor').filter({ has: page.locator(`input[value="${high}"]`) });
  await expect(saved).toHaveCount(1);

  await page.reload();
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('textbox', { name: '延时（秒）' })).toHaveValue('120');
  await page.goto('/device/SensorParticularMessage?sid=3');
  await expect(page.getByTestId('alarm-rule').filter({ hasText: `上限 ${high} ppm` })).toHaveCount(1);

  await page.goto('/device/SensorAlarmSet?sid=3');
  await saved.getByRole('button', { name: '删除规则' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除规则' }).click();
  await expect(saved).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: '添加规则' })).toBeVisible();
  await expect(saved).toHaveCount(0);
});

test('a save the controller does not answer says so and keeps what the grower typed', async ({ page }) => {
  await installAppClock(page);
  await openAs(page, users.demo, '/device/EditSensor?sid=4');
  const name = page.getByRole('textbox', { name: '名称' });
  await expect(name).toBeVisible();
  await world.fault(page.request, 'ackDrop', { topic: 'system/confack' });
  const typed = unique('无应答');
  await name.fill(typed);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('button', { name: '保存中…' })).toBeDisabled();
  await passAckTimeout(page, page.getByTestId('save-error'), '设备未应答');
  await expect(page).toHaveURL(/EditSensor\?sid=4/);
  await expect(name).toHaveValue(typed);
  await expect(page.getByRole('button', { name: '保存' })).toBeEnabled();
  // Only the answer was lost: the controller's report of the change is ours, not a conflict.
  await expect(page.getByText('保存将覆盖对方的修改')).toHaveCount(0);
});
