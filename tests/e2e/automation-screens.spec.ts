// The automation overview, the 7-day forecast and the strategies' running state, as the demo user on
// the demo farm's first base: live records from its controller, not copies in the app.
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test('the overview tiles each automation with its state and summary, and links to it', async ({ page }) => {
  await openAs(page, users.demo, '/automaticSettings/automaticSettingsMain');
  const rollFilm = page.locator('[data-tile="rollFilm"]');
  await expect(rollFilm).toHaveAttribute('data-status', 'on');
  await expect(rollFilm.getByTestId('tile-summary')).toHaveText('24.5 °C 起开 · 开度 0–100%');
  await expect(page.locator('[data-tile="windSpeed"]').getByTestId('tile-summary')).toContainText(
    '风速超过 10 m/s 关窗',
  );
  await expect(page.locator('[data-tile="irrigation"]').getByTestId('tile-summary')).toHaveText(
    /\d+ 个灌溉计划，\d+ 个启用/,
  );
  await expect(page.locator('[data-tile="sensorAlarms"]')).toHaveAttribute('data-status', 'on');
  await expect(page.getByTestId('automation-tile')).toHaveCount(15);
  await page.locator('[data-tile="forecast"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/automaticSettings\/forecastWeather$/);
  await expect(page.getByTestId('forecast-day')).toHaveCount(7);
  await page.goBack();
  await rollFilm.getByRole('link').click();
  await expect(page).toHaveURL(/\/automaticSettings\/RollOfFilmControl$/);
});

test('the forecast shows 7 days from the controller and which strategies and plans react', async ({
  page,
}) => {
  await openAs(page, users.demo, '/automaticSettings/forecastWeather');
  const days = page.getByTestId('forecast-day');
  await expect(days).toHaveCount(7);
  await expect(days.first().getByRole('heading')).toContainText('今天');
  await expect(days.first()).toContainText(/\d+(\.\d)?–\d+(\.\d)? °C/);
  await expect(days.first()).toContainText(/\d+ J\/cm²/);
  // The demo farm's radiation-sum plan reacts every day with its expected number of starts.
  await expect(page.locator('[data-reason="irrigationStarts"]')).toHaveCount(7);
  await expect(page.locator('[data-reason="irrigationStarts"]').first()).toContainText(
    /每累计 \d+ J\/cm² 灌一次，预计约 \d+ 次/,
  );
});

test('strategy information: state, zones, live inputs and last decisions of every strategy', async ({
  page,
}) => {
  await openAs(page, users.demo, '/strategy/StrInformation');
  const cards = page.getByTestId('strategy-info');
  await expect(cards).toHaveCount(6);
  // Highest priority first: wind protection (90) leads.
  await expect(cards.first().getByRole('heading')).toHaveText('大风保护');
  const roll = page.getByRole('article', { name: '卷膜通风' });
  await expect(roll).toContainText('运行中');
  await expect(roll).toContainText('优先级 60');
  await expect(roll).toContainText('作用分区：1号棚、2号棚、3号棚、4号棚');
  await world.advance(page.request, 60_000);
  await expect(roll.locator('[data-input="airTemp"]')).toHaveText(/室内温度（最高）：-?\d+(\.\d)? °C/);
  await expect(roll.getByTestId('decision').first()).toBeVisible();
  await expect(roll.getByTestId('decision-reason').first()).not.toBeEmpty();
});
