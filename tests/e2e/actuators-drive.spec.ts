// Drives one actuator of each kind on the demo farm's first base as the demo user: position kinds to
// a target % until the reported position arrives, on/off kinds on then off; then hands each back to
// automation. A command refused for an interlock (code 4) says why and keeps the true state.
// Every test starts with every actuator held still under manual control (the world's reset), so
// automation neither refuses a command nor moves a partner; travel is stepped, not waited for.
import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test.use({ automation: 'hold' });

/** Longer than any travel of 5 % (a 240 s screen: 12 s), stepped at once. */
const travelMs = 30_000;

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const stateOf = (control: Locator) => control.getByTestId('actuator-state');
/** Waits for the first report (seeded from the zone query) and returns the reported state. */
async function reported(control: Locator): Promise<string> {
  await expect(stateOf(control)).not.toHaveAttribute('data-state', 'unknown');
  return (await stateOf(control).getAttribute('data-state')) ?? '';
}

async function handBack(control: Locator, full: boolean) {
  // The switch shows the reported mode, so it flips when the ack comes, not on the click itself.
  if (full) await control.getByLabel('自动', { exact: true }).click();
  else await control.getByRole('button', { name: '交回自动控制' }).click();
  await expect(control.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'auto');
}

async function goToTarget(page: Page, route: string, name: string) {
  await openAs(page, users.demo, route);
  const control = card(page, name);
  await reported(control);
  await expect(control).toHaveAttribute('data-phase', 'idle');
  const pos = Number(await control.getByTestId('actuator-pos').getAttribute('data-pos'));
  const target = pos >= 90 ? pos - 5 : pos + 5;
  await control.getByRole('textbox', { name: '目标开度（%）' }).fill(String(target));
  await control.getByRole('button', { name: '转到' }).click();
  await expect(control.getByTestId('actuator-waiting')).toHaveText(`正在移动到 ${target}%`);
  await expect(control).toHaveAttribute('data-phase', 'moving');
  await world.advance(page.request, travelMs);
  await expect(control.getByTestId('actuator-pos')).toHaveAttribute('data-pos', String(target));
  await expect(control).toHaveAttribute('data-phase', 'idle');
  await expect(stateOf(control)).toHaveAttribute('data-state', 'stopped');
  await expect(control.getByTestId('actuator-mode')).toHaveAttribute('data-mode', 'manual');
  await handBack(control, true);
}

test('a roll-up vent goes to a target %', async ({ page }) => {
  await goToTarget(page, '/device/Roller?zid=1', '1号棚左侧卷膜');
});
test('a channel of the 16-channel roller board goes to a target %', async ({ page }) => {
  await goToTarget(page, '/device/B16Roller', '1号棚顶窗1');
});
test('a thermal curtain goes to a target %', async ({ page }) => {
  await goToTarget(page, '/device/Curtain?zid=1', '1号棚内保温幕');
});
test('a shade screen goes to a target %', async ({ page }) => {
  await goToTarget(page, '/device/Screen?zid=1', '1号棚外遮阳');
});

/** On then off (off first when it is already on), each time seeing the reported state. */
async function onThenOff(control: Locator, full: boolean) {
  const on = control.getByRole('button', { name: '开启', exact: true });
  const off = control.getByRole('button', { name: '关闭', exact: true });
  if ((await reported(control)) === 'on') {
    await off.click();
    await expect(stateOf(control)).toHaveAttribute('data-state', 'off');
  }
  await on.click();
  await expect(stateOf(control)).toHaveAttribute('data-state', 'on');
  await expect(on).toHaveAttribute('aria-pressed', 'true');
  await off.click();
  await expect(stateOf(control)).toHaveAttribute('data-state', 'off');
  await expect(off).toHaveAttribute('aria-pressed', 'true');
  await handBack(control, full);
}

for (const name of ['1号棚1号风机', '1号棚喷雾', '1号棚暖气阀', '1号棚CO₂施肥']) {
  test(`${name} turns on then off from the actuator list`, async ({ page }) => {
    await openAs(page, users.demo, '/device/actuator?zid=1');
    await onThenOff(card(page, name), false);
  });
}

test('a relay and a grow light turn on and off on ComCtrl; timed on shows its end', async ({ page }) => {
  await openAs(page, users.demo, '/device/ComCtrl?zid=1');
  await onThenOff(card(page, '1号棚湿帘水泵'), true);
  const light = card(page, '1号棚补光灯');
  await onThenOff(light, true);
  await light.getByRole('textbox', { name: '时长' }).fill('2');
  await light.getByRole('button', { name: '定时开启' }).click();
  await expect(stateOf(light)).toHaveAttribute('data-state', 'on');
  await expect(light.getByTestId('actuator-until')).toContainText('自动关闭');
  await light.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(stateOf(light)).toHaveAttribute('data-state', 'off');
  await handBack(light, true);
});

test('an interlocked curtain refuses to start while its screen moves, and says why', async ({ page }) => {
  await openAs(page, users.demo, '/device/actuator?zid=2');
  const screen = card(page, '2号棚外遮阳');
  const curtain = card(page, '2号棚内保温幕');
  for (const control of [screen, curtain]) {
    await reported(control);
    await expect(control).toHaveAttribute('data-phase', 'idle');
  }
  const pos = Number(await screen.getByTestId('actuator-pos').getAttribute('data-pos'));
  await screen.getByRole('button', { name: pos < 50 ? '打开' : '关闭' }).click();
  await expect(screen).toHaveAttribute('data-phase', 'moving');
  const before = await stateOf(curtain).getAttribute('data-state');
  await curtain.getByRole('button', { name: '打开' }).click();
  const error = curtain.getByTestId('actuator-error');
  // The refusal names the partner that moves, in the grower's words.
  await expect(error).toContainText('已锁定：与互锁设备「2号棚外遮阳」冲突');
  await expect(stateOf(curtain)).toHaveAttribute('data-state', before ?? '');
  await expect(curtain).toHaveAttribute('data-phase', 'idle');
  await screen.getByRole('button', { name: '停止' }).click();
  await expect(screen).toHaveAttribute('data-phase', 'idle');
  await handBack(curtain, false);
  await handBack(screen, false);
});
