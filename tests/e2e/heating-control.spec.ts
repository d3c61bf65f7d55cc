// /heating-control as the demo user: every loop with its temperatures and mode, set points checked,
// saved and read back after a reload, a loop holding its set point on a cold night (weather override,
// stepped clock), and a manual start/stop taking the loop out of automation until handed back.
import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { freshValue, minutes } from './support/readings.ts';
import { world } from './support/world.ts';

const field = (loop: Locator, name: string) => loop.getByRole('textbox', { name, exact: true });
/**
 * A cold night (dark and calm, whatever the harness's hour) that the demo farm's heating is sized
 * for: its 130 W/m² of pipe heat hold 17 °C with 2 °C outside; at −5 °C the valve is wide open and
 * the air settles near 15 °C.
 */
const coldNight = { outTemp: 2, outHum: 60, radiation: 0, windSpeed: 2, rain: 0 };

async function openHeating(page: Page) {
  await openAs(page, users.demo, '/heating-control');
  const loop = page.getByTestId('heating-loop').first();
  await expect(loop).toBeVisible();
  return loop;
}

/** Saves day and night set points through the loop's form. */
async function saveSetpoints(page: Page, loop: Locator, day: string, night: string) {
  await field(loop, '白天设定温度').fill(day);
  await field(loop, '夜间设定温度').fill(night);
  await loop.getByRole('button', { name: '保存设定温度' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('已保存');
}

test(
  'every loop shows its temperatures and mode; set points are checked, saved and kept after a reload',
  { tag: '@phone' },
  async ({ page }) => {
    const loop = await openHeating(page);
    await expect(page.getByRole('heading', { name: '加温控制' })).toBeVisible();
    await expect(page.getByTestId('heating-loop')).toHaveCount(4);
    await expect(loop.getByRole('heading', { level: 2 })).toContainText('加温');
    await expect(loop.getByTestId('heating-mode')).toHaveText('模式：自动');
    await expect(loop.getByTestId('heating-supply')).toContainText('°C');
    await expect(loop.getByTestId('heating-pipe')).toContainText('°C');
    await expect(loop.getByTestId('heating-valve')).toContainText('%');
    await expect(field(loop, '白天设定温度')).toHaveValue('19.5');

    await field(loop, '白天设定温度').fill('16');
    await field(loop, '夜间设定温度').fill('41');
    await loop.getByRole('button', { name: '保存设定温度' }).click();
    await expect(loop.getByText('不能大于 40')).toBeVisible();
    await field(loop, '夜间设定温度').fill('18');
    await loop.getByRole('button', { name: '保存设定温度' }).click();
    await expect(loop.getByText('夜间设定温度不应高于白天')).toBeVisible();
    await saveSetpoints(page, loop, '20.5', '17');

    await page.reload();
    await expect(field(loop, '白天设定温度')).toHaveValue('20.5');
    await expect(field(loop, '夜间设定温度')).toHaveValue('17');
  },
);

test('a heating loop holds its set point on a cold night', async ({ page }) => {
  // The zone's fog off: the demo's fog keeps 80 %RH, and its evaporation at night would fight the
  // heating (the controller does not yet block fog while heating; noted in the closing note).
  await openAs(page, users.demo, '/fog_system');
  const fogSwitch = page.getByTestId('fog-group').first().getByRole('switch', { name: '喷雾开启' });
  await fogSwitch.click();
  await expect(fogSwitch).not.toBeChecked();
  await expect(page.getByTestId('snackbar')).toContainText('已保存');
  await page.goto('/heating-control');
  const loop = page.getByTestId('heating-loop').first();
  await expect(loop).toBeVisible();
  // 17 °C day and night alike, so the set point in force is the same whatever the hour the suite runs at.
  const setpoint = 17;
  await saveSetpoints(page, loop, '17', '17');
  await world.weather(page.request, coldNight);
  // The zone carries the earlier tests' weather (a cold zone warms slowly: the pipes lag by hours):
  // first it comes to the set point, within 8 simulated hours ...
  const airNow = () => freshValue(page, loop.getByTestId('heating-air'));
  let start = await airNow();
  // Jumps, not steps: only the air at their end is read.
  for (let i = 0; i < 32 && Math.abs(start - setpoint) > 0.5; i++) {
    await world.jump(page.request, minutes(15));
    start = await airNow();
  }
  expect(Math.abs(start - setpoint), `air ${start} °C after 8 h`).toBeLessThanOrEqual(0.5);
  // ... then holds it through two hours of the cold night.
  const air: number[] = [];
  for (let i = 0; i < 4; i++) {
    await world.jump(page.request, minutes(30));
    air.push(await airNow());
  }
  for (const t of air) expect(Math.abs(t - setpoint), `air ${t} °C`).toBeLessThanOrEqual(1.5);
  await expect(loop.getByTestId('heating-running')).toHaveText('加温中');
  // The pipes are hot: supply well above the air (the status refreshes every 10 s of the world).
  await world.advance(page.request, 10_000);
  await expect
    .poll(async () => Number(await loop.getByTestId('heating-supply').getAttribute('data-value')))
    .toBeGreaterThan(25);
});

test('a manual start and stop take the loop out of automation until it is handed back', async ({ page }) => {
  const loop = await openHeating(page);
  const running = loop.getByTestId('heating-running');
  await world.weather(page.request, coldNight);
  await loop.getByRole('button', { name: '手动启动' }).click();
  await expect(loop.getByTestId('heating-mode')).toHaveText('模式：手动');
  await expect(loop.getByTestId('heating-mode-note')).toContainText('自动控制不会操作此环路');
  await expect(running).toHaveText('加温中');
  await expect(loop.getByTestId('heating-valve')).toHaveText(/100%/);
  // Stopped by hand on a cold night: the automation would heat, but leaves the loop alone.
  await loop.getByRole('button', { name: '手动停止' }).click();
  await expect(running).toHaveText('已停止');
  await world.advance(page.request, minutes(20));
  await page.reload();
  await expect(loop.getByTestId('heating-mode')).toHaveText('模式：手动');
  await expect(running).toHaveText('已停止');

  await loop.getByRole('button', { name: '交还自动' }).click();
  await expect(loop.getByTestId('heating-mode')).toHaveText('模式：自动');
  await expect(loop.getByTestId('heating-mode-note')).toHaveCount(0);
  // The automation takes the heater back within its next decisions (the pipes may still be warm).
  await world.advance(page.request, minutes(10));
  await expect(running).toHaveText('加温中');
});
