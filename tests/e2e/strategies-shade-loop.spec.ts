// Closed loops on the harness's stepped clock: a setting changed in the curtain, fan or custom rule
// screen changes what the simulated greenhouse does, seen on screen within simulated minutes.
// Positions: 100 = open, 0 = drawn (model/automation/strategies/curtain.ts).
import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const card = (page: Page, name: string) =>
  page.getByTestId('strategy-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const chip = (scope: Locator, name: string) =>
  scope.getByTestId('live-actuator').filter({ hasText: `${name} ·` });

/** Opens the edit form of a strategy from its card and waits for the record. */
async function edit(page: Page, strategy: Locator, name: string) {
  await strategy.getByRole('link', { name: '编辑' }).click();
  await expect(page.getByRole('textbox', { name: '策略名称' })).toHaveValue(name);
}

/** Saves the form and waits for the list it goes back to. */
async function save(page: Page, list: RegExp) {
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(list);
}

test('a radiation threshold lowered below the radiation now draws the zone’s curtains', async ({ page }) => {
  // Warm and bright whatever the hour: no insulation, and 400 W/m² is below the farm's 650.
  await world.weather(page.request, { radiation: 400, outTemp: 20 });
  await openAs(page, users.demo, '/automaticSettings/PullACurtainControl');
  const strategy = card(page, '遮阳保温');
  await expect(strategy).toContainText('辐射高于 650 W/m² 遮阳');
  await world.advance(page.request, 300_000);
  // Shade screen and thermal curtain of a zone are interlocked: automation keeps one of them open, never both.
  const pair = [chip(strategy, '1号棚外遮阳'), chip(strategy, '1号棚内保温幕')];
  const positions = () => Promise.all(pair.map((c) => c.getAttribute('data-pos')));
  await expect.poll(async () => (await positions()).sort()).toEqual(['0', '100']);
  const open = (await positions())[0] === '100' ? 'screen' : 'curtain';
  await expect(strategy.getByTestId('curtain-radiation')).toHaveAttribute('data-value', /^(3|4)\d\d/);

  await edit(page, strategy, '遮阳保温');
  await page.getByRole('textbox', { name: '遮阳辐射' }).fill('200');
  await page.getByRole('textbox', { name: '排湿湿度' }).fill('100');
  await save(page, /PullACurtainControl$/);
  await expect(strategy).toContainText('辐射高于 200 W/m² 遮阳');
  await world.advance(page.request, 300_000);
  await expect.poll(positions).toEqual(['0', '0']);

  // The device screen of the one that was open shows it drawn.
  await page.goto(open === 'screen' ? '/device/Screen' : '/device/Curtain');
  const name = open === 'screen' ? '1号棚外遮阳' : '1号棚内保温幕';
  await expect(page.getByRole('group', { name }).getByTestId('actuator-pos')).toHaveAttribute(
    'data-pos',
    '0',
    {},
  );
});

test('a fan stage set below the zone’s air temperature starts its fans', async ({ page }) => {
  await openAs(page, users.demo, '/automaticSettings/FanControl');
  const strategy = card(page, '风机分级');
  const fan = chip(strategy, '2号棚1号风机');
  const stage = (n: number) => page.getByRole('group', { name: `第 ${n} 级` });
  const stageTemp = stage(1).getByRole('textbox', { name: '开启温度' });
  // A known start whatever the season: both stages far above any air temperature and not by humidity,
  // stepped past the minimum on time.
  await edit(page, strategy, '风机分级');
  await stageTemp.fill('45');
  await stage(2).getByRole('textbox', { name: '开启温度' }).fill('50');
  await stage(2).getByRole('textbox', { name: '开启湿度（可不填）' }).fill('');
  await save(page, /FanControl$/);
  await world.advance(page.request, 150_000);
  await expect(fan).toHaveAttribute('data-state', 'off');

  const zoneTemp = strategy.getByTestId('fan-zone-temp').filter({ hasText: '2号棚 室温' });
  await expect(zoneTemp).toHaveAttribute('data-value', /\d/);
  const air = Number(await zoneTemp.getAttribute('data-value'));
  const below = String(Math.floor(air) - 4);
  await edit(page, strategy, '风机分级');
  await stageTemp.fill(below);
  await save(page, /FanControl$/);
  await expect(strategy).toContainText(`第 1 级 · 高于 ${below} °C 开启`);
  await world.advance(page.request, 90_000);
  await expect(fan).toHaveAttribute('data-state', 'on');
  await expect(chip(strategy, '2号棚2号风机')).toHaveAttribute('data-state', 'off');
});

test('a custom rule whose condition holds now switches its light on', async ({ page }) => {
  // A known start: the light off and handed back to automation (nothing else drives lights).
  await openAs(page, users.demo, '/device/ComCtrl');
  const light = page.getByRole('group', { name: '1号棚补光灯' });
  await light.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(light.getByTestId('actuator-state')).toHaveAttribute('data-state', 'off');
  const auto = light.getByRole('switch', { name: '自动' });
  // The switch shows the reported mode, so it turns only once the controller says so.
  if (!(await auto.isChecked())) await auto.click();
  await expect(auto).toBeChecked();

  const name = `补光规则${Date.now().toString(36).slice(-4)}`;
  await page.goto('/automaticSettings/EditCustomStrategy?stid=new');
  await page.getByRole('textbox', { name: '策略名称' }).fill(name);
  await page.getByRole('combobox', { name: '传感器' }).click();
  await page.getByRole('option', { name: /^1号棚空气温度/ }).click();
  await world.advance(page.request, 5_000);
  const now = page.getByTestId('condition-now');
  await expect(now).toHaveAttribute('data-value', /\d/);
  const air = Number(await now.getAttribute('data-value'));
  await page.getByRole('textbox', { name: '数值' }).fill(String(Math.floor(air) - 5));
  await expect(now).toHaveAttribute('data-holds', 'true');
  await page.getByRole('combobox', { name: '执行器' }).click();
  await page.getByRole('option', { name: /^1号棚补光灯/ }).click();
  await expect(page.getByRole('combobox', { name: '动作' })).toHaveText('开启');
  await save(page, /EditCustomStrategy$/);
  const rule = card(page, name);
  await expect(chip(rule, '1号棚补光灯')).toHaveAttribute('data-state', 'off');

  await world.advance(page.request, 30_000);
  await expect(chip(rule, '1号棚补光灯')).toHaveAttribute('data-state', 'on');
  await page.goto('/device/ComCtrl');
  await expect(light.getByTestId('actuator-state')).toHaveAttribute('data-state', 'on');
});
