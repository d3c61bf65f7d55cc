// The actuator screens when things go wrong, through the simulator's fault injection (/sim/world):
// a jammed vent, an offline fan (code 5), dropped acks on a command and on the actuator list. Each
// says what happened in the grower's words and shows the state the controller reports.
import type { Locator, Page } from '@playwright/test';
import { installAppClock, passAckTimeout } from './support/app-clock.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const stateOf = (control: Locator) => control.getByTestId('actuator-state');
const aidOf = async (control: Locator) => Number((await control.getAttribute('data-testid'))?.split('-')[1]);

async function ready(control: Locator) {
  await expect(stateOf(control)).not.toHaveAttribute('data-state', 'unknown');
  await expect(control).toHaveAttribute('data-phase', 'idle');
}

test('a jammed vent says so, and recovers when the jam is cleared', async ({ page }) => {
  await openAs(page, users.demo, '/device/Roller?zid=3');
  const vent = card(page, '3号棚左侧卷膜');
  await ready(vent);
  const mode = vent.getByTestId('actuator-mode');
  const modeBefore = (await mode.getAttribute('data-mode')) ?? '';
  await world.fault(page.request, 'actuatorJammed', { id: await aidOf(vent) });
  await vent.getByRole('button', { name: '打开' }).click();
  await expect(vent.getByTestId('actuator-error')).toContainText('设备未响应');
  await expect(stateOf(vent)).toHaveAttribute('data-state', 'jammed');
  await expect(vent.getByText('执行器卡死，请到现场检查后再操作')).toBeVisible();
  await world.clearFaults(page.request);
  await expect(stateOf(vent)).not.toHaveAttribute('data-state', 'jammed');
  // The refused command did not take the vent over: its mode is what it was.
  await expect(mode).toHaveAttribute('data-mode', modeBefore);
});

test('an offline fan (code 5) says so and keeps its reported state', async ({ page }) => {
  await openAs(page, users.demo, '/device/actuator?zid=3');
  const fan = card(page, '3号棚2号风机');
  await ready(fan);
  const before = (await stateOf(fan).getAttribute('data-state')) ?? '';
  await world.fault(page.request, 'actuatorOffline', { id: await aidOf(fan) });
  const press = fan.getByRole('button', { name: before === 'on' ? '关闭' : '开启', exact: true });
  await press.click();
  await expect(fan.getByTestId('actuator-error')).toContainText('设备离线');
  await expect(stateOf(fan)).toHaveAttribute('data-state', before);
  await expect(press).toHaveAttribute('aria-pressed', 'false');
});

test('dropped acks: a command and the list time out in the grower’s words, then retry', async ({ page }) => {
  await installAppClock(page);
  await openAs(page, users.demo, '/device/ComCtrl?zid=3');
  const relay = card(page, '3号棚环流风机');
  await ready(relay);
  await world.fault(page.request, 'ackDrop', { topic: 'actuator/cmdack' });
  await relay.getByRole('button', { name: '开启', exact: true }).click();
  await expect(relay).toHaveAttribute('data-phase', 'sending');
  await passAckTimeout(page, relay.getByTestId('actuator-error'), '设备未应答');
  await world.clearFaults(page.request);
  // The command did reach the relay: the control follows the controller's report, not the failed ack.
  await expect(stateOf(relay)).toHaveAttribute('data-state', 'on');
  await relay.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(stateOf(relay)).toHaveAttribute('data-state', 'off');
  await relay.getByLabel('自动', { exact: true }).click();
  await expect(relay.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'auto');

  await world.fault(page.request, 'ackDrop', { topic: 'system/confack' });
  await page.goto('/device/actuator');
  await expect(page.getByTestId('screen-loading')).toBeVisible();
  await passAckTimeout(page, page.getByTestId('screen-error'), '设备未应答');
  await world.clearFaults(page.request);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(card(page, '1号棚左侧卷膜')).toBeVisible();
});
