// Farm time with the browser in another zone (the `farm-time` project runs this file with the browser
// in UTC): home's "updated at", a log row, the history chart's axis and an irrigation plan read the
// farm's clock (the harness farm keeps Shanghai time, fixtures/farms.ts), and the page names the zone.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

test.use({ automation: 'hold' });
/** `YYYY-MM-DD HH:mm:ss` of a moment on the farm's clock. */
const farmTime = (ts: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(new Date(ts));

/** Whether `shown` (a farm time text, any leading part of `YYYY-MM-DD HH:mm:ss`) lies in [from, to]. */
const between = (shown: string, from: number, to: number) => {
  const [a, b] = [farmTime(from), farmTime(to)];
  return shown >= a.slice(-shown.length) && shown <= b.slice(-shown.length);
};

test('the browser is in another zone than the farm', async ({ page }) => {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
});

test('home says when values were updated on the farm clock and names the zone', async ({ page }) => {
  const before = await world.now(page.request);
  await openAs(page, users.demo, '/');
  const updated = page.getByTestId('readings-time');
  // A live reading comes with the next sensor round: step the world to it.
  await stepUntil(page, () => expect(updated).toHaveText(/数据更新于 \d{2}:\d{2}:\d{2}/, look));
  const after = await world.now(page.request);
  const shown = /(\d{2}:\d{2}:\d{2})/.exec((await updated.textContent()) ?? '')?.[1] ?? '';
  // A reading stamped a few seconds before the page asked is still this one.
  expect(between(shown, before - 60_000, after + 10_000), `${shown} vs ${farmTime(after)}`).toBe(true);
  await expect(page.getByTestId('farm-zone-note')).toHaveText('农场时间：Asia/Shanghai（UTC+8）');
  await expect(page.getByTestId('farm-zone-note')).toHaveCount(1);
});

test('the history chart’s time axis runs on the farm clock', async ({ page }) => {
  await openAs(page, users.demo, '/');
  const from = await world.now(page.request);
  await page.goto('/devicedata/historicalData');
  // The time axis's labels of the sketch drawn first, then of the interactive chart that pointing at
  // it brings (the value axis's are numbers like 24.0).
  const sketched = page.getByTestId('history-chart').locator('[data-axis="time"] text');
  await expect(sketched.first()).toBeVisible();
  const first = await sketched.allTextContents();
  await page.getByTestId('history-chart').hover();
  const ticks = page
    .getByTestId('history-chart')
    .locator('.recharts-cartesian-axis-tick-value')
    .filter({ hasText: /^\d{2}:\d{2}$/ });
  await expect(ticks.first()).toBeVisible();
  const to = await world.now(page.request);
  const shown = [...first, ...(await ticks.allTextContents())];
  expect(first.length).toBeGreaterThanOrEqual(2);
  expect(shown.length).toBeGreaterThan(first.length + 1);
  // 24 h ending now, five even ticks: each tick is now − 24 h + i × 6 h for a `now` in [from, to].
  const possible = new Set<string>();
  for (let now = from - 60_000; now <= to + 60_000; now += 30_000)
    for (let i = 0; i < 5; i++) possible.add(farmTime(now - 86_400_000 + i * 21_600_000).slice(11, 16));
  for (const label of shown) expect(possible, `axis label ${label}`).toContain(label);
});

/** Moves the first zone's left roll-up vent 5 %; returns the message logged. */
async function moveVent(page: Page): Promise<string> {
  await page.goto('/device/Roller?zid=1');
  const control = page.getByRole('group', { name: '1号棚左侧卷膜', exact: true });
  await expect(control).toHaveAttribute('data-phase', 'idle');
  await expect(control.getByTestId('actuator-pos')).toHaveAttribute('data-pos', /\d+/);
  const pos = Number(await control.getByTestId('actuator-pos').getAttribute('data-pos'));
  const target = pos >= 90 ? pos - 5 : pos + 5;
  await control.getByRole('textbox', { name: '目标开度（%）' }).fill(String(target));
  await control.getByRole('button', { name: '转到' }).click();
  await expect(control).toHaveAttribute('data-phase', 'moving');
  return `1号棚左侧卷膜: set ${target}`;
}

test('a log row’s time and the log’s day are the farm’s', async ({ page }) => {
  await openAs(page, users.demo, '/');
  const before = await world.now(page.request);
  const message = await moveVent(page);
  await page.goto('/logControll/LogControll');
  const row = page.getByTestId('log-row').filter({ hasText: message }).first();
  await expect(row).toBeVisible();
  const after = await world.now(page.request);
  const shown = (await row.locator('td').first().textContent()) ?? '';
  expect(between(shown, before - 1_000, after), `${shown} vs ${farmTime(after)}`).toBe(true);
  // 00:30 in Shanghai is the day before in UTC: the day the log opens on is the farm's.
  await expect(page.getByLabel('结束日期')).toHaveValue(farmTime(after).slice(0, 10));
});

test('an irrigation plan’s times are the farm’s clock, as the controller runs them', async ({ page }) => {
  await openAs(page, users.demo, '/automaticSettings/automaticWaterControl');
  const plan = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name: '定时轮灌', exact: true }) });
  await expect(plan.getByTestId('plan-trigger')).toHaveText('每天 06:30、10:30、14:30');
  await expect(plan).toContainText('时段：06:00–18:00');
  await expect(page.getByTestId('farm-zone-note')).toContainText('Asia/Shanghai');
});
