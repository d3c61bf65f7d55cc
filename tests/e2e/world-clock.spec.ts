// The world clock: jumping the simulated world ahead moves the time the app shows (the
// history's custom range ends at the world's now), and a paused world stands still in the app while
// the browser's own time runs on. The browser's clock is Playwright's, so no test waits for it.
// The jump is an hour: every controller lives through the time jumped (a day of the demo farm's three
// controllers is about a minute of CPU on the CI machine).
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

/** A moment as the datetime-local field shows it (the browser's zone, to the minute). */
const localText = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);

/** Lets the browser's clock run `ms` ahead and waits for the world clock poll that falls in it. */
async function browserTimePasses(page: Page, ms: number) {
  const polled = page.waitForResponse((r) => r.url().endsWith('/sim/world/clock'));
  await page.clock.fastForward(ms);
  await polled;
}

/**
 * Opens the history from home and reads where its custom range ends (the app's now when it mounts),
 * then goes back home: the same document all along, so the app's world time is the one it polled.
 */
async function customRangeEnd(page: Page) {
  await page.getByRole('main').getByRole('link', { name: '历史数据' }).click();
  await page.getByRole('button', { name: '自定义' }).click();
  const end = await page.getByLabel('结束').inputValue();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  return end;
}

test.afterEach(async ({ request }) => {
  await world.setClock(request, { action: 'resume' }); // the next spec runs on a running world
  await world.setClock(request, { action: 'speed', speed: 1 });
});

test('a jump moves the shown time, a pause freezes it', async ({ page }) => {
  // The browser's clock starts at the wall clock's time, not the world's: the harness's world starts
  // at a fixed farm time, and a page clock a day behind the wall clock made MQTT.js's keepalive time
  // out (the live connection dropped; the spec passed only when earlier specs had jumped the world
  // past the wall clock). The app shows the world's time whatever the browser's clock says.
  await page.clock.install();
  await openAs(page, users.demo, '/');
  const before = await world.clock(page.request);
  expect(before).toMatchObject({ paused: false, stepped: false });
  const jumped = await world.setClock(page.request, { action: 'jump', ms: 3_600_000 });
  expect(jumped.now).toBeGreaterThanOrEqual(before.now + 3_600_000);
  await browserTimePasses(page, 6000); // the app asks the world clock every 5 s
  const end = await customRangeEnd(page);
  const now = await world.now(page.request); // the minute may turn while the page reads it
  expect([await localText(page, now - 60_000), await localText(page, now)]).toContain(end);

  const paused = await world.setClock(page.request, { action: 'pause' });
  await world.setClock(page.request, { action: 'speed', speed: 3600 }); // were it not frozen, hours would pass
  await browserTimePasses(page, 6000);
  await browserTimePasses(page, 10 * 60_000);
  expect(await customRangeEnd(page)).toBe(await localText(page, paused.now));
  expect((await world.clock(page.request)).now).toBe(paused.now);
});
