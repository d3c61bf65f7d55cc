// The operation log as the demo user on the stepped clock: a manual move of a vent appears with the
// controller-local time, follows the zone filter, keeps its date filter over a reload, and its CSV
// holds the shown rows.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ automation: 'hold' });

/** The demo farm's controllers keep Shanghai time (fixtures/farms.ts). */
const controllerTime = (ts: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(new Date(ts));

/** Moves the first zone's left roll-up vent 5 % through /device/Roller; returns the message logged. */
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

test('a manual vent move is logged at controller time, filtered by zone, exported as CSV @phone', async ({
  page,
  worldReset: reset,
}) => {
  await openAs(page, users.demo, '/');
  const message = await moveVent(page);
  const at = controllerTime(reset.now);
  const day = at.slice(0, 10);
  /** A time shown for the command: within the minute after the reset, in controller time. */
  const inTime = (shown: string) => shown >= at && shown <= controllerTime(reset.now + 60_000);

  await page.goto('/logControll/LogControll');
  // The newest entry with this message (a reused harness keeps earlier runs' entries of the day).
  const newest = page.getByTestId('log-row').filter({ hasText: message }).first();
  await expect(newest).toBeVisible();
  const row = page.locator(`[data-testid="log-row"][data-lid="${await newest.getAttribute('data-lid')}"]`);
  await expect(row).toHaveCount(1);
  // The entry's time is the world's, in Shanghai time.
  expect(inTime((await row.locator('td').first().textContent()) ?? '')).toBe(true);

  const zone = page.getByRole('combobox', { name: '分区' });
  await zone.click();
  await page.getByRole('option', { name: '1号棚' }).click();
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/zid=1/);
  await zone.click();
  await page.getByRole('option', { name: '2号棚' }).click();
  await expect(row).toHaveCount(0);
  await expect(page).toHaveURL(/zid=2/);

  // A one-day range written in the URL survives a reload and still finds the entry.
  await page.goto(`/logControll/LogControll?from=${day}&to=${day}&zid=1`);
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('开始日期')).toHaveValue(day);
  await expect(page.getByLabel('结束日期')).toHaveValue(day);
  await expect(row).toHaveCount(1);

  // The CSV holds every filtered row, not only the page shown (50 a page).
  const filtered = Number(await page.getByTestId('log-count').getAttribute('data-count'));
  expect(await page.getByTestId('log-row').count()).toBe(Math.min(50, filtered));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`logs-manual-${day}.csv`);
  let text = '';
  for await (const chunk of (await download.createReadStream()).setEncoding('utf8')) text += chunk;
  expect(text.startsWith('\uFEFF时间,设备,分区,内容\r\n')).toBe(true);
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
  expect(lines).toHaveLength(filtered);
  expect(lines.some((l) => l.includes(message) && l.includes(',1号棚,') && inTime(l.slice(0, 19)))).toBe(
    true,
  );
});
