// Strategy priorities, protection rules and interlocks (/automaticSettings/StrategySetting) as the demo
// user: the order the controller ranks in, a move and a typed priority saved as updates of only the
// changed strategies and read back after a reload, the wind-first fix, and an interlock pair added
// (checked first, nothing sent while wrong), read back and removed.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

const ROUTE = '/automaticSettings/StrategySetting';

/** `system/conf` requests of one confTyp and method the page publishes over its MQTT WebSocket. */
function watchConf(page: Page, confTyp: string, method: string): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (
        text.includes('/system/conf') &&
        text.includes(`"confTyp":"${confTyp}"`) &&
        text.includes(`"method":"${method}"`)
      )
        sent.push(text);
    }),
  );
  return sent;
}

const row = (page: Page, name: string) => page.getByTestId('priority-row').filter({ hasText: name });
const priority = (page: Page, name: string) => page.getByRole('textbox', { name: `${name}的优先级` });
const order = (page: Page) => page.getByTestId('priority-row').getByRole('heading').allTextContents();

async function open(page: Page) {
  await openAs(page, users.demo, ROUTE);
  await expect(page.getByTestId('priority-row')).toHaveCount(6);
}

test('priorities: protection first, a move and a typed priority saved as changed records only and read back @phone', async ({
  page,
}) => {
  const updates = watchConf(page, 'strategy', 'update');
  await open(page);
  // The controller ranks wind protection above everything, then by number (demo farm's priorities).
  expect(await order(page)).toEqual(['大风保护', '高温强排', '风机分级', '卷膜通风', '遮阳保温', '环境控制']);
  await expect(row(page, '大风保护')).toContainText('风雨保护');
  await expect(page.getByTestId('wind-first-rule')).toContainText('大风保护的优先级高于卷膜通风');
  await expect(page.getByRole('switch', { name: '雨天关窗（大风保护）' })).toBeChecked();

  // A move up past a different priority swaps the two numbers.
  await page.getByRole('button', { name: '上移卷膜通风' }).click();
  await expect(priority(page, '卷膜通风')).toHaveValue('65');
  await expect(priority(page, '风机分级')).toHaveValue('60');
  expect((await order(page)).slice(2, 4)).toEqual(['卷膜通风', '风机分级']);
  await priority(page, '环境控制').fill('52');
  await page.getByRole('button', { name: '保存优先级（3 项）' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('已保存');
  await expect(priority(page, '环境控制')).toHaveValue('52');
  await expect(row(page, '环境控制')).not.toContainText('原为');
  expect(updates).toHaveLength(3);
  expect(updates.filter((u) => u.includes('"name":"大风保护"'))).toHaveLength(0);

  await page.reload();
  await expect(priority(page, '卷膜通风')).toHaveValue('65');
  await expect(priority(page, '风机分级')).toHaveValue('60');
  await expect(priority(page, '环境控制')).toHaveValue('52');
  expect(await order(page)).toEqual(['大风保护', '高温强排', '卷膜通风', '风机分级', '遮阳保温', '环境控制']);
});

test('priorities: a bad number is refused before sending; wind-first warns and fixes itself; rain closes vents or not', async ({
  page,
}) => {
  const updates = watchConf(page, 'strategy', 'update');
  await open(page);
  await priority(page, '卷膜通风').fill('120');
  await page.getByRole('button', { name: /保存优先级/ }).click();
  await expect(row(page, '卷膜通风')).toContainText('不能大于 100');
  await expect(page.getByText('请先修正标红的优先级')).toBeVisible();
  expect(updates).toHaveLength(0);

  await priority(page, '卷膜通风').fill('95');
  await priority(page, '卷膜通风').press('Enter');
  const rule = page.getByTestId('wind-first-rule');
  await expect(rule).toContainText('温度策略「卷膜通风」的优先级 95 不低于大风保护「大风保护」的 90');
  await rule.getByRole('button', { name: '调高大风保护' }).click();
  await expect(priority(page, '大风保护')).toHaveValue('96');
  await expect(rule).toContainText('大风保护的优先级高于卷膜通风');
  await page.getByRole('button', { name: '保存优先级（2 项）' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('已保存');
  expect(updates).toHaveLength(2);
  // "雨天关窗" is the wind protection's closeOnRain, saved at once.
  const rain = page.getByRole('switch', { name: '雨天关窗（大风保护）' });
  await rain.click();
  await expect(rain).not.toBeChecked();
  await expect(page.getByText('下雨时不自动关窗')).toBeVisible();
  expect(updates).toHaveLength(3);

  await page.reload();
  await expect(priority(page, '大风保护')).toHaveValue('96');
  await expect(priority(page, '卷膜通风')).toHaveValue('95');
  await expect(rain).not.toBeChecked();
});

test.describe('interlocks', () => {
  // Held actuators stand still, so the controller never refuses the update of a running one.
  test.use({ automation: 'hold' });

  test('an interlock pair is checked, added on both devices, read back after a reload and removed', async ({
    page,
  }) => {
    const updates = watchConf(page, 'actuator', 'update');
    await open(page);
    const pairs = page.getByTestId('interlock-pair');
    await expect(pairs.filter({ hasText: '1号棚外遮阳 ⇄ 1号棚内保温幕' })).toHaveCount(1);
    const form = page.getByTestId('add-interlock');
    await form.getByLabel('设备一').selectOption({ label: '1号棚补光灯' });
    await form.getByLabel('设备二').selectOption({ label: '1号棚补光灯' });
    await form.getByRole('button', { name: '添加互锁' }).click();
    await expect(form).toContainText('不能与自身互锁');
    await form.getByLabel('设备二').selectOption({ label: '1号棚外遮阳' });
    await form.getByLabel('设备一').selectOption({ label: '1号棚内保温幕' });
    await form.getByRole('button', { name: '添加互锁' }).click();
    await expect(form).toContainText('这两台设备已经互锁');
    expect(updates).toHaveLength(0);

    await form.getByLabel('设备一').selectOption({ label: '1号棚补光灯' });
    await form.getByLabel('设备二').selectOption({ label: '1号棚CO₂施肥' });
    await form.getByRole('button', { name: '添加互锁' }).click();
    const added = pairs.filter({ hasText: '1号棚补光灯 ⇄ 1号棚CO₂施肥' });
    await expect(added).toHaveCount(1);
    await expect(added).not.toContainText('仅单向');
    expect(updates).toHaveLength(2);

    await page.reload();
    await expect(added).toHaveCount(1);
    await expect(added).not.toContainText('仅单向');
    await added.getByRole('button', { name: '解除1号棚补光灯与1号棚CO₂施肥的互锁' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '解除互锁' }).click();
    await expect(added).toHaveCount(0);
    await page.reload();
    await expect(pairs.first()).toBeVisible();
    await expect(added).toHaveCount(0);
  });
});
