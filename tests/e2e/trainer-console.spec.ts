// The trainer console (/trainer, simulated builds): reached from the header, it drives the world's
// clock, fires one-click events whose effect the grower sees, and plays a library scenario whose
// timeline and expectations it shows live. The harness clock is stepped: specs advance it.
import { openAs } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { trainer } from './support/trainer.ts';
import { world } from './support/world.ts';

test.afterEach(async ({ request }) => {
  await trainer.stop(request).catch(() => undefined);
});

test('the header opens the console; its clock jumps ahead, pauses, resumes and changes speed @phone', async ({
  page,
}) => {
  await openAs(page, users.demo, '/');
  await page.getByRole('link', { name: '打开培训控制台' }).click();
  await expect(page).toHaveURL(/\/trainer$/);
  await expect(page.getByRole('heading', { name: '培训控制台', level: 1 })).toBeVisible();
  const farmTime = page.getByTestId('trainer-farm-time');
  await expect(farmTime).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  const before = await world.clock(page.request);

  await page.getByRole('button', { name: '快进 1 小时' }).click();
  // A jump simulates the hour (the demo farm takes a few seconds of CPU for it): a wait on that work.
  await expect(page.getByTestId('trainer-outcome')).toContainText('时间已快进到', { timeout: 20_000 });
  expect((await world.clock(page.request)).now - before.now).toBeGreaterThanOrEqual(3_600_000);

  const clock = page.getByTestId('trainer-clock');
  await clock.getByRole('button', { name: '暂停' }).click();
  await expect(page.getByTestId('trainer-outcome')).toContainText('时钟已暂停');
  await expect(clock.getByText('已暂停')).toBeVisible();
  expect((await world.clock(page.request)).paused).toBe(true);
  await clock.getByRole('button', { name: '继续' }).click();
  await expect(clock.getByText('运行中')).toBeVisible();

  await clock.getByRole('button', { name: '×60', exact: true }).click();
  await expect(page.getByTestId('trainer-outcome')).toContainText('时钟速度已设为 ×60');
  await expect(clock.getByRole('button', { name: '×60', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await world.clock(page.request)).speed).toBe(60);
  await world.setClock(page.request, { action: 'speed', speed: before.speed });
  // Fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});

test('a page of the app’s own origin drives the world without the harness’s token', async ({ browser }) => {
  // A context without the harness's token, which the project's contexts send with every request.
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  try {
    await openAs(page, users.demo, '/trainer');
    const clock = page.getByTestId('trainer-clock');
    await clock.getByRole('button', { name: '暂停' }).click();
    await expect(page.getByTestId('trainer-outcome')).toContainText('时钟已暂停');
    await clock.getByRole('button', { name: '继续' }).click();
    await expect(page.getByTestId('trainer-outcome')).toContainText('时钟继续运行');
    // Another origin is still refused (simulator/control-guard.ts).
    const foreign = await page.request.post('/sim/world/clock', {
      data: { action: 'pause' },
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.status()).toBe(403);
  } finally {
    await context.close();
  }
});

test('a one-click event is confirmed and the grower sees it; a refused one says why', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The browser logs the refused call's 400 itself.
  consoleGuard.allow(/status of 400 \(Bad Request\) \(.*\/sim\/world\/events/);
  await cloud.reset(request);
  // The unpaid-bill event's default account is the one-server grower's.
  await openAs(page, users.oneServer, '/trainer');
  const events = page.getByTestId('trainer-events');

  // The world refuses: the console shows its reason and nothing was applied.
  await page.route('**/sim/world/events', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { error: 'params.server: no controller 9 on this farm' } })
      : route.fallback(),
  );
  await events.locator('[data-kind="storm"]').click();
  await expect(page.getByTestId('trainer-outcome')).toContainText(
    '操作失败：params.server: no controller 9 on this farm。模拟世界保持原样。',
  );
  expect(await world.weatherOverrides(request)).toEqual([]);
  await page.unroute('**/sim/world/events');

  await events.locator('[data-kind="unpaidBill"]').click();
  await expect(page.getByTestId('trainer-outcome')).toContainText(/已触发：欠费（农场时间 \d{4}-/);
  await page.goto('/version');
  await expect(page).toHaveURL(/\/payment_warn/);
  await expect(page.getByText('¥12,000')).toBeVisible();
  await page.goto('about:blank');
  await cloud.reset(request);
});

test('a scenario starts from the picker; its timeline moves on and an expectation turns met', async ({
  page,
}) => {
  await openAs(page, users.demo, '/trainer');
  await page.getByLabel('选择场景').click();
  await page.getByRole('option', { name: '年费欠缴' }).click();
  await expect(page.getByTestId('trainer-scenario-details')).toContainText('缴费页面');
  // In Chinese only: the library's "中文 (English)" texts are split per language (scenarios/bilingual.ts).
  await expect(page.getByTestId('trainer-scenario-details')).not.toContainText(/[a-z]{5,}/);
  await page.getByRole('button', { name: '开始', exact: true }).click();
  // Starting jumps the world to the scenario's start time (the demo farm simulates every minute of
  // it: seconds of CPU), so this wait is on that work, not on a condition the spec could step.
  await expect(page.getByTestId('trainer-outcome')).toContainText('场景“年费欠缴”已开始', {
    timeout: 20_000,
  });
  const timeline = page.getByTestId('trainer-timeline');
  await expect(timeline).toContainText('正在运行：年费欠缴');
  const overdueStep = timeline.getByTestId('trainer-step').filter({ hasText: '年费逾期' });
  await expect(overdueStep).toHaveAttribute('data-state', 'coming');
  await expect(page.getByTestId('trainer-next-note')).toContainText('年费逾期了');

  await world.advance(page.request, 60_000);
  await expect(overdueStep).toHaveAttribute('data-state', 'past');
  await expect(page.getByTestId('trainer-next-note')).toContainText('种植者缴清了年费');
  const overdue = page.getByTestId('trainer-expectation').filter({ hasText: '年费显示欠缴' });
  await expect
    .poll(
      async () => {
        await world.advance(page.request, 15_000);
        return overdue.getAttribute('data-state');
      },
      { timeout: 20_000, intervals: [200] },
    )
    .toBe('met');
  await expect(overdue).toContainText(/于 \d+:\d\d/);
  await page.goto('about:blank');
  await trainer.stop(page.request);
  await cloud.reset(page.request);
});
