// Fertigation recipes against the harness: who uses each recipe, the A/B/acid check that sends
// nothing, an edit read back after a reload, and deleting a recipe in use (the plan then waters plain).
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

/** add/update/delete requests the page publishes over its MQTT WebSocket (payloads as text). */
function watchConfWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('latin1');
      if (text.includes('/system/conf') && /"method":"(add|update|delete)"/.test(text)) sent.push(text);
    }),
  );
  return sent;
}

const card = (page: Page, name: string) =>
  page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a recipe’s shares must add up to 100 %; an edit persists after a reload', async ({ page }) => {
  const writes = watchConfWrites(page);
  await openAs(page, users.demo, '/automaticSettings/AutoFertilizer');
  await expect(page.getByTestId('recipe-card')).toHaveCount(3);
  const tomato = card(page, '番茄结果期');
  for (const user of ['计划：定时轮灌', '计划：辐射累积灌溉', '施肥机：水肥一体机'])
    await expect(tomato.getByTestId('recipe-users')).toContainText(user);
  await expect(card(page, '育苗通用')).toContainText('未被计划或施肥机使用');

  await page.getByRole('button', { name: '编辑 黄瓜生长期' }).click();
  await page.getByRole('textbox', { name: 'B 肥比例' }).fill('40');
  await expect(page.getByTestId('ratio-sum')).toHaveText('合计 95 %（应为 100 %）');
  await expect(page.getByText('A 肥、B 肥和酸的比例合计须为 100%（现为 95%）')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('form-invalid')).toBeVisible();
  expect(writes).toEqual([]);

  await page.getByRole('textbox', { name: 'A 肥比例' }).fill('52');
  await page.getByRole('textbox', { name: '酸比例' }).fill('8');
  await page.getByRole('textbox', { name: 'EC 目标' }).fill('2.4');
  await page.getByRole('button', { name: '保存' }).click();
  const cucumber = card(page, '黄瓜生长期');
  const check = async () => {
    await expect(cucumber.getByTestId('recipe-targets')).toHaveText('EC 2.4 mS/cm · pH 6');
    await expect(cucumber.getByRole('img', { name: 'A 肥 52%，B 肥 40%，酸 8%' })).toBeVisible();
  };
  await check();
  expect(writes).toHaveLength(1);
  await page.reload();
  await check();
});

test('deleting a recipe in use names its users first; after it, the plan waters without fertiliser', async ({
  page,
}) => {
  await openAs(page, users.demo, '/automaticSettings/AutoFertilizer');
  const cucumber = card(page, '黄瓜生长期');
  await cucumber.getByRole('button', { name: '删除配方' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('配方“黄瓜生长期”正被使用：计划：墒情补水');
  await dialog.getByRole('button', { name: '删除配方' }).click();
  // The dialog hides the page from the accessibility tree (no heading matches) until it closes.
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('recipe-card')).toHaveCount(2);
  await expect(cucumber).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('recipe-card')).toHaveCount(2);
  await expect(cucumber).toHaveCount(0);
  await page.goto('/automaticSettings/automaticWaterControl');
  const plan = page.getByTestId('plan-card').filter({ hasText: '墒情补水' });
  await expect(plan).toContainText('配方：不施肥（清水）');
});
