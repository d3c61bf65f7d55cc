// Closed loop: an irrigation plan by radiation sum, made in the UI, opens its valves in order once
// the sun adds up to its sum. The sky is a weather override (600 W/m² whatever the hour) and the
// harness's clock is stepped (no waiting in real time); the valve states shown are the controller's
// reports, on the plan's card and on the zone's valves page.
import type { APIRequestContext, Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { clockText as clock, localMinute, minuteMs } from './support/farm-clock.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

/**
 * The demo farm's time plan (06:30, 10:30, 14:30 on the A valves, 20 min a run, perhaps queued behind
 * the radiation plan for 16 min): starting inside one of these local-time spans, an A valve may be
 * open for it, so the test first steps past the span (at most 45 simulated minutes).
 */
const timePlanBusy: [number, number][] = [
  [6 * 60 + 25, 7 * 60 + 10],
  [10 * 60 + 25, 11 * 60 + 10],
  [14 * 60 + 25, 15 * 60 + 10],
];

/** Steps the world (10 simulated minutes a request) out of a busy span of the time plan. */
async function awayFromTimePlan(request: APIRequestContext): Promise<number> {
  let now = await world.now(request);
  const minute = localMinute(now);
  const span = timePlanBusy.find(([from, to]) => minute >= from && minute < to);
  for (let left = span ? (span[1] - minute) * minuteMs : 0; left > 0; left -= 10 * minuteMs) {
    const response = await request.post('/sim/world/clock/advance', {
      data: { ms: Math.min(left, 10 * minuteMs) },
    });
    expect(response.ok()).toBe(true);
    now = ((await response.json()) as { now: number }).now;
  }
  return now;
}

/** Steps the world a minute at a time until `done` holds (at most `limitMin` simulated minutes). */
async function advanceUntil(page: Page, done: () => Promise<boolean>, limitMin: number) {
  for (let i = 0; i < limitMin && !(await done()); i++) await world.advance(page.request, minuteMs);
  expect(await done()).toBe(true);
}

test('a plan by radiation sum made in the UI opens its first valve, then the next, under a bright sky', async ({
  page,
}) => {
  const now = await awayFromTimePlan(page.request);
  // Bright sun whatever the hour: physics and the weather station see 600 W/m² (the reset clears it).
  await world.weather(page.request, { radiation: 600 });
  await openAs(page, users.demo, '/automaticSettings/automaticWaterControl');
  await page.getByRole('button', { name: '新建灌溉计划' }).click();
  const name = `辐射试灌${Date.now().toString(36).slice(-4)}`;
  await page.getByRole('textbox', { name: '计划名称' }).fill(name);
  await page.getByRole('button', { name: '辐射累积' }).click();
  await page.getByRole('textbox', { name: '辐射累积量' }).fill('2');
  await page.getByRole('textbox', { name: '最低辐射' }).fill('20');
  await page.getByRole('textbox', { name: '最短间隔' }).fill('1');
  await page.getByRole('textbox', { name: '最长间隔' }).fill('120');
  for (const valve of ['1号棚A路电磁阀', '2号棚A路电磁阀']) {
    await page.getByRole('combobox', { name: '添加阀门' }).click();
    await page.getByRole('option', { name: valve }).click();
  }
  await page.getByRole('button', { name: '上移 2号棚A路电磁阀' }).click();
  await page.getByRole('textbox', { name: '每个阀门浇水时长' }).fill('300');
  await page.getByRole('switch', { name: '只在时段内运行' }).check();
  const minute = localMinute(now);
  await page.getByLabel('开始').fill(clock(minute - 60));
  await page.getByLabel('结束').fill(clock(minute + 180));
  await page.getByRole('button', { name: '保存' }).click();

  const card = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card.getByTestId('plan-trigger')).toHaveText(
    '辐射累积 2 J/cm²（辐射高于 20 W/m²），间隔 1–120 分钟',
  );
  const first = card.getByTestId('plan-valve').first();
  const second = card.getByTestId('plan-valve').nth(1);
  await expect(first).toContainText('1. 2号棚A路电磁阀');
  await expect(second).toContainText('2. 1号棚A路电磁阀');
  // Nothing else opens these A valves now: the time plan is not due, the moisture plan is off.
  await expect(first).toHaveAttribute('data-state', 'off');
  await expect(second).toHaveAttribute('data-state', 'off');

  // 2 J/cm² at 600 W/m² take 34 s; the plan may then queue behind the radiation plan (16 min).
  const state = async (chip: typeof first) => (await chip.getAttribute('data-state')) ?? '';
  await advanceUntil(page, async () => (await state(first)) === 'on', 25);
  await expect(second).toHaveAttribute('data-state', 'off');
  await expect(card).toContainText('2号棚A路电磁阀 · 开');

  await page.goto('/devicedata/Mc_equipment/valveEquipment?f_zone_id=2');
  const valve = page.getByRole('group', { name: '2号棚A路电磁阀' });
  await expect(valve).toHaveAttribute('data-state', 'on');

  // 300 s later the sequence moves on: the first valve closes and the second opens.
  await page.goto('/automaticSettings/automaticWaterControl');
  await expect(first).toHaveAttribute('data-state', 'on');
  await advanceUntil(page, async () => (await state(second)) === 'on', 6);
  await expect(first).toHaveAttribute('data-state', 'off');
});
