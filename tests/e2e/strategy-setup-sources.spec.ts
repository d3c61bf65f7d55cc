// Data sources (/strategy/dataSource) and group policies (/strategy/groupPolicy) as the demo user: each
// strategy input with its sensors and the value the strategy sees, a source's mode edited and read back,
// a group created (checked first, nothing sent while wrong), shown per zone, seen by a second client
// without a reload, and read back after a reload.
import type { Locator, Page } from '@playwright/test';
import { loginWithPassword, openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

/** `system/conf` changes (add, update, delete) of one confTyp the page publishes over its MQTT WebSocket. */
function watchChanges(page: Page, confTyp: string): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (
        text.includes('/system/conf') &&
        text.includes(`"confTyp":"${confTyp}"`) &&
        !/"method":"(list|query)"/.test(text)
      )
        sent.push(text);
    }),
  );
  return sent;
}

/** |value seen - readings combined by `mode`| as shown in one source row (NaN while readings are missing). */
const seenMinusCombined = (source: Locator, mode: 'max' | 'avg') =>
  source.evaluate((el, how) => {
    const read = (q: string) =>
      [...el.querySelectorAll(q)].map((e) => Number.parseFloat(e.textContent ?? ''));
    const own = read('[data-testid="source-sensor"]:not([data-fallback]) [data-testid="sensor-reading"]');
    const seen = read('[data-testid="input-value"]')[0] ?? Number.NaN;
    const combined = how === 'max' ? Math.max(...own) : own.reduce((a, b) => a + b, 0) / own.length;
    return Math.abs(seen - combined);
  }, mode);

test('data sources: inputs with live sensors and the value seen now; a mode edited and read back', async ({
  page,
}) => {
  const sent = watchChanges(page, 'dataSource');
  await openAs(page, users.demo, '/strategy/dataSource');
  const vents = page
    .getByTestId('strategy-sources')
    .filter({ has: page.getByRole('heading', { name: '卷膜通风', exact: true }) });
  const temp = vents.locator('[data-testid="data-source"][data-input="airTemp"]');
  await expect(temp.getByTestId('source-mode')).toHaveText('取最大');
  await expect(temp.getByTestId('source-sensor')).toHaveCount(5); // the four zones' and the fallback
  await expect(vents).toContainText('室内湿度未指定数据源');
  await expect(page.getByTestId('strategy-sources').filter({ hasText: '高温强排' })).toContainText(
    '自定义策略直接读取',
  );
  await world.advance(page.request, 5_000); // a round of readings now, not in up to 5 s
  // The value the strategy sees is the highest of its sensors' readings, as the controller computes it.
  await expect.poll(() => seenMinusCombined(temp, 'max')).toBe(0);

  await temp.getByRole('button', { name: '编辑室内温度的数据源' }).click();
  const editor = vents.getByTestId('source-editor');
  const boxes = editor.getByTestId('source-sensors').getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  for (const box of await boxes.all()) await box.uncheck();
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toContainText('至少选择一个传感器');
  expect(sent).toHaveLength(0);

  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await editor.getByLabel('合成方式').selectOption({ label: '取平均' });
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toHaveCount(0);
  await expect(temp.getByTestId('source-mode')).toHaveText('取平均');
  await expect(temp.getByTestId('source-sensor')).toHaveCount(3);
  expect(sent).toHaveLength(1);

  await page.reload();
  await expect(temp.getByTestId('source-mode')).toHaveText('取平均');
  await expect(temp.getByTestId('source-sensor')).toHaveCount(3);
  await stepUntil(page, async () => expect(await seenMinusCombined(temp, 'avg')).toBeLessThanOrEqual(0.11));
});

test('group policies: a group is checked, created, applied per zone, seen by another client and read back', async ({
  page,
}) => {
  const sent = watchChanges(page, 'groupPolicy');
  // Remembered login: the second page of the browser (another client of the controller) is signed in too.
  await loginWithPassword(page, users.demo, true);
  const other = await page.context().newPage();
  await other.goto('/strategy/groupPolicy');
  await expect(other.getByTestId('group-card')).toHaveCount(2);
  await page.bringToFront(); // a background tab's frames are throttled, which slows every action
  await page.goto('/strategy/groupPolicy');
  const cards = page.getByTestId('group-card');
  await expect(cards.filter({ hasText: '全场通用' })).toHaveCount(1);
  await expect(cards.filter({ hasText: '冬季保温' })).toContainText('分区：1号棚、2号棚');

  await page.getByRole('button', { name: '新建分组' }).click();
  const editor = page.getByTestId('group-editor');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toContainText('必填');
  await expect(editor).toContainText('至少选择一个分区');
  await expect(editor).toContainText('至少选择一个策略');
  expect(sent).toHaveLength(0);

  const name = `东区风机${Date.now().toString(36).slice(-4)}`;
  await editor.getByRole('textbox', { name: '分组名称' }).fill(name);
  await editor.getByTestId('group-zones').getByRole('checkbox', { name: '3号棚' }).check();
  await editor.getByTestId('group-strategies').getByRole('checkbox', { name: '风机分级' }).check();
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toHaveCount(0);
  const created = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(created).toContainText('分区：3号棚');
  await expect(created).toContainText('风机分级');
  const zone3 = page
    .locator('[data-testid="zone-applying"]')
    .filter({ has: page.getByRole('heading', { name: '3号棚' }) });
  await expect(zone3.getByRole('listitem').filter({ hasText: '风机分级' })).toContainText(`分组：${name}`);
  expect(sent).toHaveLength(1);
  // The other client's list follows the controller's report, no reload.
  await expect(other.getByTestId('group-card').filter({ hasText: name })).toHaveCount(1);

  await page.reload();
  await expect(created).toContainText('分区：3号棚');
});
