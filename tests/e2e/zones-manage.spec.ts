// Zones management against the harness: add, rename, reorder (by keyboard), delete; the form's
// field errors; assigning a device in the zone's details; another client following a rename.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

const ZONES = '/managementArea/managementArea';

/** `system/conf` requests the page publishes over its MQTT WebSocket (payloads as text). */
function watchConfRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('latin1');
      if (text.includes('/system/conf') && text.includes('"confTyp"')) sent.push(text);
    }),
  );
  return sent;
}

const rows = (page: Page) => page.getByTestId('zone-row');
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const names = (page: Page) => rows(page).getByRole('heading').allTextContents();
const uniqueName = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

async function openZones(page: Page) {
  await openAs(page, users.demo, ZONES);
  await expect(rows(page).first()).toBeVisible();
}

async function addZone(page: Page, name: string) {
  await page.getByRole('button', { name: '添加区域' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('区域名称').fill(name);
  await dialog.getByLabel('面积（m²）').fill('320');
  await dialog.getByLabel('作物').fill('生菜');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText('320 m²');
}

async function deleteZone(page: Page, name: string) {
  await page.getByRole('button', { name: `删除 ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(row(page, name)).toHaveCount(0);
}

test.describe('zones management', () => {
  test('adds a zone, renames it, moves it with the keyboard and deletes it', async ({ page }) => {
    await openZones(page);
    const name = uniqueName('测试棚');
    await addZone(page, name);
    await expect(row(page, name)).toContainText('生菜');
    await expect(row(page, name)).toContainText('传感器 0 · 执行器 0 · 阀门 0');
    expect((await names(page)).at(-1)).toBe(name);

    const renamed = `${name}改`;
    await page.getByRole('button', { name: `编辑 ${name}` }).click();
    await page.getByRole('dialog').getByLabel('区域名称').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(row(page, renamed)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    const before = await names(page);
    const up = page.getByRole('button', { name: `上移 ${renamed}` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual([...before.slice(0, -2), renamed, before.at(-2)]);
    await expect(up).toBeFocused();
    await page.reload();
    await expect.poll(() => names(page)).toEqual([...before.slice(0, -2), renamed, before.at(-2)]);
    await page.getByRole('button', { name: `下移 ${renamed}` }).click();
    await expect.poll(() => names(page)).toEqual(before);

    await deleteZone(page, renamed);
    await expect.poll(() => names(page)).toEqual(before.slice(0, -1));
  });

  test('an invalid zone form shows the field errors and sends nothing', async ({ page }) => {
    const sent = watchConfRequests(page);
    await openZones(page);
    const count = await rows(page).count();
    const existing = (await names(page))[0]!;
    await page.getByRole('button', { name: '添加区域' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('面积（m²）').fill('-5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入区域名称')).toBeVisible();
    await expect(dialog.getByText('面积必须是不小于 0 的数字')).toBeVisible();
    await dialog.getByLabel('区域名称').fill('x'.repeat(41));
    await expect(dialog.getByText('区域名称最多 40 个字符')).toBeVisible();
    await dialog.getByLabel('区域名称').fill(existing);
    await expect(dialog.getByText('已有同名区域')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(sent.filter((s) => s.includes('"method":"add"') || s.includes('"method":"update"'))).toEqual([]);
    await expect(rows(page)).toHaveCount(count);
  });

  test('assigns an unassigned sensor in the zone details and takes it out again', async ({ page }) => {
    await openZones(page);
    const name = uniqueName('分配棚');
    await addZone(page, name);
    await row(page, name)
      .getByRole('link', { name: `${name} 详情` })
      .click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('本区域暂无传感器')).toBeVisible();

    await page.getByRole('button', { name: '分配传感器到本区域' }).click();
    const dialog = page.getByRole('dialog');
    const first = dialog.getByRole('listitem').filter({ hasText: '未分配区域' }).first();
    const sensor = (await first.locator('.MuiListItemText-primary').textContent())!.split(' · ')[0]!;
    await first.getByRole('button', { name: `分配 ${sensor}` }).click();
    await expect(dialog.getByRole('button', { name: `分配 ${sensor}` })).toHaveCount(0);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('heading', { name: '传感器 (1)' })).toBeVisible();

    await page.getByRole('button', { name: `从本区域移出 ${sensor}` }).click();
    await expect(page.getByText('本区域暂无传感器')).toBeVisible();
    await page.getByRole('link', { name: '返回区域列表' }).click();
    await deleteZone(page, name);
  });

  test('a zone with devices is not deleted', async ({ page }) => {
    await openZones(page);
    const first = (await names(page))[0]!;
    await page.getByRole('button', { name: `删除 ${first}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/该区域还有 \d+ 台设备/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '删除' })).toBeDisabled();
    await dialog.getByRole('button', { name: '取消' }).click();
  });

  test('shows a bad zone link as such', async ({ page }) => {
    await openAs(page, users.demo, '/managementArea/Details?f_zone_id=abc');
    await expect(page.getByTestId('zone-problem')).toContainText('区域编号无效');
    await page.goto('/managementArea/Details?f_zone_id=9999');
    await expect(page.getByTestId('zone-problem')).toContainText('不存在');
  });
});

test('another client sees a new zone, its rename and its removal without reloading', async ({
  page,
  browser,
}) => {
  await openZones(page);
  const other = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const second = await other.newPage();
  const errors: string[] = [];
  second.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await openZones(second);

  const name = uniqueName('同步棚');
  await addZone(page, name);
  await expect(row(second, name)).toBeVisible();
  await page.getByRole('button', { name: `编辑 ${name}` }).click();
  await page.getByRole('dialog').getByLabel('区域名称').fill(`${name}新`);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(row(second, `${name}新`)).toBeVisible();
  await deleteZone(page, `${name}新`);
  await expect(row(second, `${name}新`)).toHaveCount(0);
  expect(errors).toEqual([]);
  await other.close();
});
