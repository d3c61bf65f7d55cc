// History charts as the demo user: the 24 h chart with min/avg/max and its CSV export, a 30 d range
// over two sensors, zoom and back, and an answer big enough for the controller to deflate it (seen
// deflated on the wire, shown like any other). Readings a test needs are made by stepping the
// world's clock ahead, and the app shows the world's time, so no test waits for data.
import type { Page, WebSocket } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

/**
 * Steps the world `aheadMs` (5 s readings for every sensor), then opens the page, which shows the
 * world's time (app/lib/world-time.ts). The page's own clock is left alone: Playwright's fake clock
 * installed at the world's time, behind the wall clock's (the harness starts at a fixed farm time),
 * made MQTT.js's keepalive time out at once and the page never stayed connected.
 */
async function openHistory(page: Page, query = '', aheadMs = 0) {
  if (aheadMs > 0) await world.advance(page.request, aheadMs);
  await openAs(page, users.demo, `/devicedata/historicalData${query}`);
}

/** A moment `ms` from the world's now, as a datetime-local field takes it (local time, minutes). */
const localText = async (page: Page, ms: number) =>
  page.evaluate(
    (t) => {
      const d = new Date(t);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    },
    (await world.now(page.request)) + ms,
  );

test('24 h: a chart of the first air temperature, min/avg/max, CSV export', async ({ page }) => {
  await openHistory(page);
  await expect(page.getByRole('button', { name: '1号棚空气温度' })).toBeVisible();
  await expect(page.getByTestId('history-step')).toContainText('每 5 分钟 一个点');
  // Drawn first as a sketch; pointing at it brings the interactive chart in its place.
  const chart = page.getByTestId('history-chart');
  await expect(chart.locator('path[data-series]')).toHaveCount(1);
  await chart.hover();
  await expect(chart.locator('.recharts-line')).toHaveCount(1);
  const row = page.locator('[data-testid^="stats-"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('stat-avg')).toContainText('°C');
  expect(Number(await row.getByTestId('stat-count').textContent())).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^history-\d{8}-\d{4}\.csv$/);
  const csv = (await download.createReadStream()).setEncoding('utf8');
  let text = '';
  for await (const chunk of csv) text += chunk;
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('时间,1号棚空气温度 (°C)');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},-?\d+(\.\d+)?$/);
});

test(
  'a tap on the sketch (a click on a desktop) brings the interactive chart and its brush',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await openHistory(page);
    const chart = page.getByTestId('history-chart');
    await expect(chart.locator('path[data-series]')).toHaveCount(1);
    await (testInfo.project.use.hasTouch ? chart.tap() : chart.click());
    await expect(chart.locator('.recharts-line')).toHaveCount(1);
    await expect(chart.locator('.recharts-brush')).toBeVisible();
  },
);

test('30 d over two sensors, with the step the range needs', async ({ page }) => {
  await openHistory(page);
  await expect(page.getByTestId('history-step')).toBeVisible();
  const picker = page.getByRole('combobox', { name: '选择传感器' });
  await picker.fill('1号棚空气湿度');
  await page.getByRole('option', { name: '1号棚空气湿度' }).click();
  await page.getByRole('button', { name: '30 天' }).click();
  await expect(page.getByTestId('history-step')).toContainText('每 2 小时 一个点');
  await expect(page.locator('[data-testid^="stats-"]')).toHaveCount(2);
  await expect(page.getByTestId('history-chart').locator('path[data-series]')).toHaveCount(2);
  await page.getByTestId('history-chart').hover();
  await expect(page.getByTestId('history-chart').locator('.recharts-line')).toHaveCount(2);
  await expect(page.locator('[data-testid^="stats-"]').nth(1).getByTestId('stat-max')).toContainText('%RH');
});

test('a custom range validates its times', async ({ page }) => {
  await openHistory(page);
  await page.getByRole('button', { name: '自定义' }).click();
  await page.getByLabel('开始').fill('2030-01-02T00:00');
  await page.getByLabel('结束').fill('2030-01-01T00:00');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('开始时间须早于结束时间')).toBeVisible();
});

/** MQTT PUBLISH payloads on `…/sensor/historyData`, reassembled from the WebSocket frames. */
function historyPayloads(page: Page): Buffer[] {
  const found: Buffer[] = [];
  page.on('websocket', (ws: WebSocket) => {
    let pending = Buffer.alloc(0);
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') return;
      pending = Buffer.concat([pending, payload]);
      for (let packet = takePacket(pending); packet; packet = takePacket(pending)) {
        pending = pending.subarray(packet.size);
        if (packet.topic.endsWith('/sensor/historyData')) found.push(packet.payload);
      }
    });
  });
  return found;
}

/** One whole MQTT packet at the start of `buf` (topic and payload for a PUBLISH), or null. */
function takePacket(buf: Buffer): { size: number; topic: string; payload: Buffer } | null {
  let length = 0;
  let i = 1;
  for (let shift = 0; i < Math.min(buf.length, 5); shift += 7) {
    const byte = buf[i++] as number;
    length += (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  const size = i + length;
  if (buf.length < 2 || buf.length < size) return null;
  const first = buf[0] as number;
  if (first >> 4 !== 3) return { size, topic: '', payload: Buffer.alloc(0) };
  const topicLength = buf.readUInt16BE(i);
  const topic = buf.subarray(i + 2, i + 2 + topicLength).toString('utf8');
  const start = i + 2 + topicLength + ((first >> 1) & 3 ? 2 : 0);
  return { size, topic, payload: buf.subarray(start, size) };
}

test('an answer over 16 KiB arrives deflated and shows like any other (50 sensors)', async ({ page }) => {
  const payloads = historyPayloads(page);
  const sids = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
  // 5 more simulated minutes of 5 s readings: 50 sensors x 60 points or more is well over 16 KiB.
  await openHistory(page, `?sids=${sids}`, 5 * 60_000);
  await expect(page.getByTestId('history-step')).toBeVisible();
  await page.getByRole('button', { name: '自定义' }).click();
  await page.getByLabel('开始').fill(await localText(page, -20 * 60_000));
  await page.getByLabel('结束').fill(await localText(page, 0));
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('history-step')).toContainText('每 5 秒 一个点');
  await expect(page.getByTestId('history-results')).toBeVisible();
  await expect(page.locator('[data-testid^="stats-"]')).toHaveCount(50);
  await expect(page.getByText(/^传感器 \d+$/)).toHaveCount(0);
  const sizes = payloads.map((p) => p.length);
  const deflated = payloads.filter((p) => p.length > 2 && p[0] === 0x78);
  expect(deflated.length, `history answers: ${sizes.join(', ')} bytes`).toBeGreaterThan(0);
});

test('dragging across the chart zooms in, min/avg/max follow, and "show all" returns', async ({ page }) => {
  // 5 simulated minutes of readings at 5 s: plenty to zoom into.
  await openHistory(page, '?sids=1', 5 * 60_000);
  await page.getByRole('button', { name: '自定义' }).click();
  const count = page.locator('[data-testid="stats-1"]').getByTestId('stat-count');
  await page.getByLabel('开始').fill(await localText(page, -5 * 60_000));
  await page.getByLabel('结束').fill(await localText(page, 60_000));
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('history-step')).toContainText('每 5 秒 一个点');
  await expect.poll(async () => Number(await count.textContent())).toBeGreaterThanOrEqual(48);
  const all = Number(await count.textContent());
  // The points fill the range up to its last minute (the world's now): drag over its first half,
  // once pointing at the sketch has brought the interactive chart.
  const chart = page.getByTestId('history-chart');
  await chart.hover();
  const plot = chart.locator('.recharts-line path').first();
  await expect(plot).toBeVisible();
  const box = await plot.boundingBox();
  if (!box) throw new Error('no line drawn');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2);
  // The chart knows the point under the mouse once its tooltip shows; the drag starts there.
  await expect(chart.locator('.recharts-tooltip-wrapper')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 10 });
  await expect(chart.locator('.recharts-reference-area')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId('history-step')).toContainText('已放大');
  await expect.poll(async () => Number(await count.textContent())).toBeLessThan(all);
  await page.getByRole('button', { name: '显示全部' }).click();
  await expect(page.getByTestId('history-step')).not.toContainText('已放大');
  await expect(count).toHaveText(String(all));
});
