// Crop groups against the harness: an edit that persists across a reload, per-field errors that send
// nothing, and a group created and deleted.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

const REVIEW = '/crop/Groupreview';

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

const cards = (page: Page) => page.getByTestId('crop-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openReview(page: Page) {
  await openAs(page, users.demo, REVIEW);
  await expect(cards(page).first()).toBeVisible();
}

/** Opens the first group's form; returns its name. */
async function editFirst(page: Page): Promise<string> {
  const name = (await cards(page).first().getByRole('heading').textContent())!;
  await page.getByRole('link', { name: `编辑 ${name}` }).click();
  await expect(page).toHaveURL(/\/crop\/Groupediting\?cid=\d+/);
  await expect(page.getByLabel('分组名称')).toHaveValue(name);
  return name;
}

test.describe('crop groups', () => {
  test('an edited crop group keeps its change after a reload', async ({ page }) => {
    await openReview(page);
    const name = await editFirst(page);
    const variety = `E2E品种${Date.now() % 100_000}`;
    await page.getByLabel('品种').fill(variety);
    await page.getByLabel('白天温度 °C').fill('27.5');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(REVIEW);
    await expect(card(page, name)).toContainText(variety);
    await expect(card(page, name)).toContainText('27.5 /');

    await page.reload();
    await expect(card(page, name)).toContainText(variety);
    await expect(card(page, name)).toContainText('27.5 /');
  });

  test('an invalid form shows the field errors and sends nothing', async ({ page }) => {
    const sent = watchConfRequests(page);
    await openReview(page);
    await editFirst(page);
    await page.getByLabel('分组名称').fill('   ');
    await page.getByLabel('白天温度 °C').fill('60');
    await page.getByLabel('夜间湿度 %RH').fill('abc');
    await page.getByLabel('CO₂ ppm').fill('');
    await page.getByRole('button', { name: '保存' }).click();

    await expect(page.getByText('表单有误，请检查标红的字段，未保存。')).toBeVisible();
    const field = (label: string) =>
      page
        .getByRole('textbox', { name: label })
        .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")]');
    await expect(field('分组名称')).toContainText('此项为必填项');
    await expect(field('白天温度 °C')).toContainText('不能大于 45');
    await expect(field('夜间湿度 %RH')).toContainText('请输入数值');
    await expect(field('CO₂ ppm')).toContainText('此项为必填项');
    await expect(page).toHaveURL(/\/crop\/Groupediting/);
    expect(sent.filter((s) => s.includes('"method":"update"') || s.includes('"method":"add"'))).toEqual([]);

    await page.getByLabel('白天温度 °C').fill('25');
    await expect(field('白天温度 °C')).not.toContainText('不能大于');
  });

  test('creates a crop group over two zones and deletes it', async ({ page }) => {
    await openReview(page);
    await page.getByRole('link', { name: '新建作物分组' }).click();
    await expect(page.getByRole('heading', { name: '新建作物分组', level: 1 })).toBeVisible();
    const name = `E2E组${Date.now() % 100_000}`;
    await page.getByLabel('分组名称').fill(name);
    await page.getByLabel('作物').fill('草莓');
    await page.getByLabel('品种').fill('红颜');
    await page.getByLabel('定植日期').fill('2025-09-01');
    await page.getByRole('combobox', { name: '生长阶段' }).click();
    await page.getByRole('option', { name: '开花期' }).click();
    const zones = page.getByRole('group', { name: '区域' }).getByRole('checkbox');
    await expect(zones.first()).toBeVisible();
    await zones.nth(0).check();
    await zones.nth(1).check();
    for (const [label, value] of [
      ['白天温度 °C', '22'],
      ['夜间温度 °C', '12'],
      ['白天湿度 %RH', '65'],
      ['夜间湿度 %RH', '80'],
      ['CO₂ ppm', '700'],
    ] as const)
      await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveURL(REVIEW);
    const created = card(page, name);
    await expect(created).toContainText('草莓 · 红颜');
    await expect(created).toContainText('开花期');
    await expect(created).toContainText('22 / 12 °C');
    await expect(created.getByLabel('区域').locator('.MuiChip-root')).toHaveCount(2);

    await page.getByRole('button', { name: `删除 ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(card(page, name)).toHaveCount(0);
  });
});
