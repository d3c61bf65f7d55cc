// Irrigation plans against the harness as the demo user: the demo farm's three plans with their
// triggers and valves, a form that checks its fields and sends nothing while invalid, and an edited
// time plan (times, valve order, seconds per valve) that persists after a reload; the program
// started by hand or by the time plan, and the grower's stop that ends either.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { localMinute, minuteMs, toIrrigationQuietHours } from './support/farm-clock.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

const PLANS = '/automaticSettings/automaticWaterControl';

/** add/update/delete requests the page publishes over its MQTT WebSocket (payloads as text). */
function watchConfWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('latin1');
      if (text.includes('/system/conf') && /"method":"(add|update|delete)"/.test(text)) sent.push(text);
    }),
  );
  return sent;
}

const card = (page: Page, name: string) =>
  page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the plans list shows each plan’s trigger, valves, recipe and window, and the program status', async ({
  page,
}) => {
  await openAs(page, users.demo, PLANS);
  await expect(page.getByRole('heading', { name: '自动灌溉' })).toBeVisible();
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  const time = card(page, '定时轮灌');
  await expect(time.getByTestId('plan-trigger')).toHaveText('每天 06:30、10:30、14:30');
  await expect(time).toContainText('4 个阀门，每个 5 分钟');
  await expect(time).toContainText('配方：番茄结果期');
  await expect(time).toContainText('时段：06:00–18:00');
  await expect(time.getByTestId('plan-valve')).toHaveCount(4);
  await expect(time.getByTestId('plan-valve').first()).not.toHaveAttribute('data-state', 'unknown');
  await expect(card(page, '辐射累积灌溉').getByTestId('plan-trigger')).toContainText('辐射累积 100 J/cm²');
  await expect(card(page, '墒情补水').getByTestId('plan-trigger')).toContainText('低于 35 %');
  await expect(card(page, '墒情补水').getByRole('switch', { name: '启用 墒情补水' })).not.toBeChecked();
  await expect(page.getByTestId('program-status')).toBeVisible();
});

test('a plan form checks its fields and sends nothing; an edited time plan persists after a reload', async ({
  page,
}) => {
  const writes = watchConfWrites(page);
  await openAs(page, users.demo, PLANS);
  await page.getByRole('button', { name: '编辑 定时轮灌' }).click();
  await expect(page).toHaveURL(/edit=1$/);
  const name = page.getByRole('textbox', { name: '计划名称' });
  await expect(name).toHaveValue('定时轮灌');

  await name.fill(' ');
  await page.getByRole('textbox', { name: '每个阀门浇水时长' }).fill('0');
  await page.getByLabel('删除 06:30').click();
  await page.getByLabel('删除 10:30').click();
  await page.getByLabel('删除 14:30').click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('form-invalid')).toHaveText('请先修正标红的项');
  await expect(page.getByText('必填', { exact: true })).toBeVisible();
  await expect(page.getByText('不能小于 1')).toBeVisible();
  await expect(page.getByText('至少添加一个时间')).toBeVisible();
  expect(writes).toEqual([]);

  await name.fill('定时轮灌二');
  await page.getByRole('textbox', { name: '每个阀门浇水时长' }).fill('200');
  await page.getByLabel('新时间').fill('16:45');
  await page.getByRole('button', { name: '添加时间' }).click();
  await page.getByLabel('新时间').fill('07:15');
  await page.getByRole('button', { name: '添加时间' }).click();
  await page.getByRole('button', { name: '上移 2号棚A路电磁阀' }).click();
  await expect(page.getByTestId('sequence-valve').first()).toContainText('2号棚A路电磁阀');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).not.toHaveURL(/edit=/);
  const edited = card(page, '定时轮灌二');
  const check = async () => {
    await expect(edited.getByTestId('plan-trigger')).toHaveText('每天 07:15、16:45');
    await expect(edited).toContainText('4 个阀门，每个 3 分 20 秒');
    await expect(edited.getByTestId('plan-valve').first()).toContainText('1. 2号棚A路电磁阀');
    await expect(edited.getByTestId('plan-valve').nth(1)).toContainText('2. 1号棚A路电磁阀');
  };
  await check();
  expect(writes.filter((w) => w.includes('"update"') && w.includes('irrigationPlan'))).toHaveLength(1);
  await page.reload();
  await check();
});

test('a plan started by hand shows the program’s progress; a second start is refused; stop ends it', async ({
  page,
}) => {
  // The reset ends a program started by hand; the automation's own (the time and radiation plans)
  // would show in its place by day, so the test runs in the evening, when none starts.
  await toIrrigationQuietHours(page.request);
  await openAs(page, users.demo, PLANS);
  const status = page.getByTestId('program-status');
  await expect(status).toHaveAttribute('data-state', 'idle');
  await page.getByRole('button', { name: '立即启动 墒情补水' }).click();
  await expect(status).toHaveAttribute('data-state', 'running');
  await expect(status).toContainText(/墒情补水 正在运行：第 1\/2 个阀门 1号棚A路电磁阀，还剩 \d+ 分/);
  const moisture = card(page, '墒情补水');
  await expect(moisture.getByTestId('plan-valve').first()).toHaveAttribute('data-state', 'on');

  await page.getByRole('button', { name: '立即启动 定时轮灌' }).click();
  await expect(page.getByTestId('program-error')).toContainText('控制器拒绝了请求（代码 4）');
  await expect(status).toHaveAttribute('data-state', 'running');

  await status.getByRole('button', { name: '停止' }).click();
  await stepUntil(page, () => expect(status).toHaveAttribute('data-state', 'idle', look));
  await expect(moisture.getByTestId('plan-valve').first()).toHaveAttribute('data-state', 'off');
});

test('stop ends the time plan’s own program; the plan does not start again in the same slot', async ({
  page,
}) => {
  // 06:28, two minutes before the time plan's first slot: the sun is too low yet for the radiation plan.
  const ahead = (6 * 60 + 28 - localMinute(await world.now(page.request)) + 1440) % 1440;
  if (ahead > 0) await world.jump(page.request, ahead * minuteMs);
  await openAs(page, users.demo, PLANS);
  const status = page.getByTestId('program-status');
  const timed = card(page, '定时轮灌');
  await world.advance(page.request, 3 * minuteMs);
  await expect(status).toHaveAttribute('data-state', 'running');
  await expect(status).toContainText('定时轮灌 正在运行：第 1/');
  await expect(timed.getByTestId('plan-valve').first()).toHaveAttribute('data-state', 'on');

  await status.getByRole('button', { name: '停止' }).click();
  await stepUntil(page, () => expect(status).toHaveAttribute('data-state', 'idle', look));
  await expect(timed.getByTestId('plan-valve').first()).toHaveAttribute('data-state', 'off');
  // The rest of the slot: its program would have had minutes to go, and nothing starts it again.
  await world.advance(page.request, 10 * minuteMs);
  await expect(status).not.toContainText('定时轮灌');
  await expect(timed.getByTestId('plan-valve').first()).toHaveAttribute('data-state', 'off');
});
