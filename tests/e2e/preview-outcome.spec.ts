// 预演 against the world: a lower open-above temperature on the roll film, previewed in the afternoon,
// runs cooler over the day than the saved configuration (most at night, when the vents open 3 K lower still);
// saved, and the world stepped six hours, zone 1's measured air lies in the edited run's band at that
// hour.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { freshValue } from './support/readings.ts';
import { world } from './support/world.ts';

const hour = 3_600_000;
/** The demo farm's clocks (UTC+8): the preview's times are the farm's. */
const utcOffsetMin = 480;
const rollFilmPath = '/automaticSettings/RollOfFilmControl';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Minutes past the farm's midnight. */
const minuteOfDay = (ts: number) => (((Math.floor(ts / 60_000) + utcOffsetMin) % 1440) + 1440) % 1440;
/** The preview's "HH:MM" as minutes past midnight. */
const minuteOf = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));

/**
 * The band the measured air should lie in, six hours on at nine in the evening: the edited run's
 * lowest to highest over the hour around that moment (the vents' 10 % steps swing the air by up to
 * a kelvin within an hour, and the world's steps fall at other minutes than the run's), widened by
 * 1 K. At night there is no radiation to forecast, whose error is the largest (a fifth to a third of
 * the hour's); the forecast's outside temperature is off by ~0.8 K (one deviation) six hours ahead
 * (simulator/controller/world/forecast-hourly.ts), and the open vents and the heating hold the air
 * near their set points, so the air takes about half of the outside's error, plus its sensor's own.
 */
const toleranceK = 1;

test('a roll-film edit previewed, saved, and six hours later the measured air lies in its band', async ({
  page,
}) => {
  // Jumps simulate the hours they pass (5-10 s of CPU for the demo farm's day): a wait on that work.
  test.setTimeout(120_000);
  const started = await world.now(page.request);
  // To 15:00 on the farm: the preview sees the afternoon, the evening and the next day.
  await world.jump(page.request, ((((15 * 60 - minuteOfDay(started)) % 1440) + 1440) % 1440) * 60_000);
  await openAs(page, users.demo, rollFilmPath);
  const card = page.getByTestId('strategy-card').filter({ hasText: '卷膜通风' });
  await card.getByRole('link', { name: '编辑' }).click();
  await expect(field(page, '开窗温度')).toHaveValue('24.5');
  await world.advance(page.request, 6_000); // a sensor/data round: the zones' state to start from
  await field(page, '开窗温度').fill('17');
  await page.getByRole('button', { name: '预演' }).click();

  const panel = page.getByTestId('preview-panel');
  await expect(panel.getByTestId('preview-table')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('preview-calibration')).toHaveText('模型默认值');
  await expect(panel.getByRole('button', { name: '分区 1', pressed: true })).toBeVisible();
  const air = panel.getByTestId('preview-chart').filter({ hasText: '室内温度 °C' });
  const points = JSON.parse((await air.getAttribute('data-points')) ?? '[]') as [string, number, number][];
  expect(points.length, 'a day of 10-minute samples').toBeGreaterThanOrEqual(144);
  // Vents that open lower leave the day cooler on the whole, and somewhere by a kelvin or more. Not at
  // every sample: the curtain, the heating and the vents' 10 % steps move at other moments in the two
  // runs, and the edited run can stand up to ~1 K warmer for a while. Late-autumn starts at 14:00-16:00
  // from 14-22 °C, run through the preview's model: the day's mean 0.5 K cooler or more, some sample
  // 2 K cooler or more, none more than 1.1 K warmer.
  const meanShift = points.reduce((sum, [, saved, edited]) => sum + edited - saved, 0) / points.length;
  expect(meanShift, 'the edited run cooler over the day').toBeLessThanOrEqual(-0.3);
  const cooler = Math.max(...points.map(([, saved, edited]) => saved - edited));
  expect(cooler, 'the edited run cooler somewhere').toBeGreaterThanOrEqual(1);

  await panel.getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(new RegExp(`${rollFilmPath}$`));
  await expect(card).toContainText('17 °C 起开窗');

  // Six hours on; the preview's samples of the hour around that moment say where the air should be.
  const saved = await world.now(page.request);
  const then = await world.jump(page.request, 6 * hour);
  const target = minuteOfDay(saved + 6 * hour);
  const gap = (at: string) =>
    Math.min(Math.abs(minuteOf(at) - target), 1440 - Math.abs(minuteOf(at) - target));
  const around = points.filter(([at]) => gap(at) <= 30);
  expect(around.length, 'the run covers the hour read').toBeGreaterThanOrEqual(5);
  const low = Math.min(...around.map(([, , edited]) => edited)) - toleranceK;
  const high = Math.max(...around.map(([, , edited]) => edited)) + toleranceK;

  // Zone 1's air, as the heating screen shows it live.
  await page.goto('/heating-control');
  const loop = page.getByTestId('heating-loop').filter({ hasText: '1号棚' });
  const measured = await freshValue(page, loop.getByTestId('heating-air'));
  const said = `measured ${measured} °C; edited run ${around.map(([at, , e]) => `${at} ${e}`).join(', ')} °C`;
  expect(measured, said).toBeGreaterThanOrEqual(low);
  expect(measured, said).toBeLessThanOrEqual(high);

  // On to the hour of the day this spec began at: the specs after it start at night.
  await world.jump(
    page.request,
    ((((minuteOfDay(started) - minuteOfDay(then)) % 1440) + 1440) % 1440) * 60_000,
  );
});
