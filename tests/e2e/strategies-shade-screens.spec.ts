// The curtain, fan and custom-rule screens against the harness: the lists on live data, each editor's
// checks (nothing sent while the form is wrong), and one edit of each kind kept after a reload.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

const curtainList = '/automaticSettings/PullACurtainControl';
const fanList = '/automaticSettings/FanControl';
const customList = '/automaticSettings/EditCustomStrategy';

/** `system/conf` strategy writes (add/update/delete) the page publishes over its MQTT WebSocket. */
function watchStrategyWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('latin1');
      if (text.includes('"confTyp":"strategy"') && /"method":"(add|update|delete)"/.test(text))
        sent.push(text);
    }),
  );
  return sent;
}

const card = (page: Page, name: string) =>
  page.getByTestId('strategy-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens a list and the editor of the demo farm's strategy `name` through its edit link. */
async function openEditor(page: Page, list: string, name: string) {
  await page.goto(list);
  await card(page, name).getByRole('link', { name: '编辑' }).click();
  await expect(page.getByRole('textbox', { name: '策略名称' })).toHaveValue(name);
}

test('the curtain, fan and custom rule lists show the farm’s strategies on live data @phone', async ({
  page,
}) => {
  await openAs(page, users.demo, curtainList);
  await expect(page.getByRole('heading', { name: '拉幕控制', level: 1 })).toBeVisible();
  const curtain = card(page, '遮阳保温');
  await expect(curtain).toContainText('辐射高于 650 W/m² 遮阳');
  await expect(curtain).toContainText('室外低于 5 °C（白天）/ 10 °C（夜间）保温');
  const outTemp = curtain.getByTestId('curtain-out-temp');
  await stepUntil(page, () => expect(outTemp).toHaveAttribute('data-value', /\d/, look));
  await expect(curtain.getByTestId('curtain-radiation')).toHaveAttribute('data-value', /\d/);
  await expect(curtain.getByTestId('live-actuator')).toHaveCount(8);
  await expect(curtain.getByTestId('live-actuator').filter({ hasText: '1号棚外遮阳' })).toContainText(
    /开度 \d+%/,
  );

  await page.getByRole('link', { name: '新建策略' }).click();
  await expect(page).toHaveURL(/EditPullACurtainControl\?stid=new$/);
  await expect(page.getByRole('heading', { name: '新建策略 · 拉幕（遮阳/保温）' })).toBeVisible();
  await expect(page.getByTestId('schedule-empty')).toBeVisible();

  await page.goto(fanList);
  const fan = card(page, '风机分级');
  await expect(fan).toContainText('2 级；回差 1 K；最短运行 120 秒、停机 60 秒');
  await world.advance(page.request, 5_000); // the next sensor/data, now rather than in up to 5 s
  await expect(fan).toContainText('第 2 级 · 高于 31 °C 或湿度高于 93% 开启');
  await expect(fan.getByTestId('fan-zone-temp')).toHaveCount(4);
  const zoneTemp = fan.getByTestId('fan-zone-temp').first();
  await stepUntil(page, () => expect(zoneTemp).toHaveAttribute('data-value', /\d/, look));
  await expect(fan.getByTestId('live-actuator').filter({ hasText: '2号棚1号风机' })).toContainText(
    /运行中|已关闭/,
  );

  await page.goto(customList);
  const rule = card(page, '高温强排');
  await expect(rule).toContainText('当 1号棚空气温度高于 33 °C 时，1号棚1号风机开启（09:00–17:00）');
  const holds = rule.getByTestId('condition-now');
  await stepUntil(page, () => expect(holds).toHaveAttribute('data-holds', /true|false/, look));
  await rule.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/EditCustomStrategy\?stid=\d+$/);
  await expect(page.getByRole('combobox', { name: '执行器' })).toContainText('1号棚1号风机');
});

test('the curtain editor checks its schedule rows, and a new threshold and a sorted row persist', async ({
  page,
}) => {
  const writes = watchStrategyWrites(page);
  await openAs(page, users.demo, '/');
  await openEditor(page, curtainList, '遮阳保温');
  const rows = page.getByTestId('schedule-row');
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: '添加时间点' }).click();
  const second = page.getByRole('group', { name: '时间表第 2 条' });
  await expect(second.getByRole('textbox', { name: '时刻' })).toHaveValue('19:00');
  await second.getByRole('textbox', { name: '时刻' }).fill('18:30');
  await second.getByRole('textbox', { name: '开度' }).fill('150');
  await page.getByRole('textbox', { name: '遮阳辐射' }).fill('-1');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先修正表单中标红的项')).toBeVisible();
  await expect(second.getByText('这个时刻已经有一条')).toBeVisible();
  await expect(second.getByText('不能大于 100')).toBeVisible();
  await expect(page.getByText('不能小于 0')).toBeVisible();
  expect(writes).toEqual([]);

  const radiation = String(500 + (Date.now() % 100));
  await page.getByRole('textbox', { name: '遮阳辐射' }).fill(radiation);
  await second.getByRole('textbox', { name: '开度' }).fill('30');
  await second.getByRole('textbox', { name: '时刻' }).fill('7:15');
  await second.getByRole('textbox', { name: '时刻' }).press('Tab');
  // Left, the time is tidied and its row sorted before 18:30, the focus moving with it.
  await expect(rows.first().getByRole('textbox', { name: '时刻' })).toHaveValue('07:15');
  await expect(rows.first().getByRole('textbox', { name: '开度' })).toBeFocused();
  await expect(rows.first().getByRole('textbox', { name: '开度' })).toHaveValue('30');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(new RegExp(`${curtainList}$`));
  await expect(card(page, '遮阳保温')).toContainText(`辐射高于 ${radiation} W/m² 遮阳`);
  expect(writes).toHaveLength(1);

  await page.reload();
  await expect(card(page, '遮阳保温')).toContainText(`时间表 2 条`);
  await openEditor(page, curtainList, '遮阳保温');
  await expect(page.getByRole('textbox', { name: '遮阳辐射' })).toHaveValue(radiation);
  await expect(rows.nth(0).getByRole('textbox', { name: '时刻' })).toHaveValue('07:15');
  await expect(rows.nth(0).getByRole('textbox', { name: '开度' })).toHaveValue('30');
  await expect(rows.nth(1).getByRole('textbox', { name: '时刻' })).toHaveValue('18:30');
});

test('the fan editor wants stages ascending with fans, and a changed stage persists', async ({ page }) => {
  const writes = watchStrategyWrites(page);
  await openAs(page, users.demo, '/');
  await openEditor(page, fanList, '风机分级');
  const first = page.getByRole('group', { name: '第 1 级' });
  const second = page.getByRole('group', { name: '第 2 级' });
  await second.getByRole('textbox', { name: '开启温度' }).fill('27');
  await first.getByRole('checkbox').first().uncheck();
  await first.getByRole('checkbox').nth(2).uncheck();
  await first.getByRole('checkbox').nth(4).uncheck();
  await first.getByRole('checkbox').nth(6).uncheck();
  await page.getByRole('textbox', { name: '最短运行时间' }).fill('1.5');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先修正表单中标红的项')).toBeVisible();
  await expect(second.getByText('开启温度要高于上一级（28 °C）')).toBeVisible();
  await expect(first.getByText('请为本级选择至少一台风机')).toBeVisible();
  await expect(page.getByText('请输入整数')).toBeVisible();
  expect(writes).toEqual([]);

  await first.getByRole('checkbox', { name: '2号棚1号风机 · 2号棚' }).check();
  const temp = String(32 + (Date.now() % 5));
  await second.getByRole('textbox', { name: '开启温度' }).fill(temp);
  await second.getByRole('textbox', { name: '开启湿度（可不填）' }).fill('');
  await page.getByRole('textbox', { name: '最短运行时间' }).fill('180');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(new RegExp(`${fanList}$`));
  await expect(card(page, '风机分级')).toContainText(`第 2 级 · 高于 ${temp} °C 开启`);
  expect(writes).toHaveLength(1);

  await page.reload();
  await expect(card(page, '风机分级')).toContainText('最短运行 180 秒');
  await expect(card(page, '风机分级').getByTestId('live-actuator')).toHaveCount(5);
  await openEditor(page, fanList, '风机分级');
  await expect(second.getByRole('textbox', { name: '开启温度' })).toHaveValue(temp);
  await expect(second.getByRole('textbox', { name: '开启湿度（可不填）' })).toHaveValue('');
  await expect(first.getByRole('checkbox', { name: '2号棚1号风机 · 2号棚' })).toBeChecked();
  await expect(first.getByRole('checkbox', { name: '1号棚1号风机 · 1号棚' })).not.toBeChecked();
});

test('a custom rule is checked, then created with an action fitting its actuator, and kept', async ({
  page,
}) => {
  const writes = watchStrategyWrites(page);
  await openAs(page, users.demo, `${customList}?stid=new`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先修正表单中标红的项')).toBeVisible();
  await expect(page.getByText('必填', { exact: true })).toBeVisible();
  await expect(page.getByText('请选择传感器')).toBeVisible();
  await expect(page.getByText('请选择执行器')).toBeVisible();

  const name = `夜间补光${Date.now().toString(36).slice(-4)}`;
  await page.getByRole('textbox', { name: '策略名称' }).fill(name);
  await page.getByRole('combobox', { name: '传感器' }).click();
  await page.getByRole('option', { name: /^2号棚空气湿度/ }).click();
  await page.getByRole('combobox', { name: '比较' }).click();
  await page.getByRole('option', { name: '>= 不低于' }).click();
  await page.getByRole('textbox', { name: '数值' }).fill('85');
  await page.getByRole('combobox', { name: '执行器' }).click();
  await page.getByRole('option', { name: /^2号棚左侧卷膜/ }).click();
  await page.getByRole('combobox', { name: '动作' }).click();
  await expect(page.getByRole('option')).toHaveText(['打开', '关闭', '设定开度']);
  await page.getByRole('option', { name: '设定开度' }).click();
  await page.getByRole('textbox', { name: '开度' }).fill('120');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('不能大于 100')).toBeVisible();
  expect(writes).toEqual([]);

  await page.getByRole('textbox', { name: '开度' }).fill('40');
  await page.getByRole('switch', { name: '只在时段内生效' }).check();
  await page.getByRole('textbox', { name: '开始' }).fill('2200');
  await page.getByRole('textbox', { name: '结束' }).fill('06:00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(new RegExp(`${customList}$`));
  const summary = '当 2号棚空气湿度不低于 85 %RH 时，2号棚左侧卷膜开到 40%（22:00–06:00）';
  await expect(card(page, name)).toContainText(summary);
  expect(writes).toHaveLength(1);

  await page.reload();
  await expect(card(page, name)).toContainText(summary);
  await card(page, name).getByRole('link', { name: '编辑' }).click();
  await expect(page.getByRole('combobox', { name: '动作' })).toHaveText('设定开度');
  await expect(page.getByRole('textbox', { name: '开度' })).toHaveValue('40');
  await expect(page.getByRole('textbox', { name: '开始' })).toHaveValue('22:00');
});
