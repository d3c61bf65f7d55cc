// Closed loop on the stepped clock: a lower maximum opening on the roll-film screen moves the vents
// there within simulated minutes, and a lower wind limit plus a windy spell (the simulator's weather
// override) closes them. Positions are read where a grower reads them: /device/Roller.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const rollFilmPath = '/automaticSettings/RollOfFilmControl';
const windPath = '/automaticSettings/AllWindSpeedControl';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const minutes = (n: number) => n * 60_000;

/**
 * Roll film opening from 5 °C (far below any greenhouse air, day or night) up to `maxOpen`: the
 * temperature term is far above 100 %, so the vents settle exactly at `maxOpen` (the humidity gap is
 * capped by it too). Saved through the form, read back after a reload.
 */
async function openVentsTo(page: Page, maxOpen: number) {
  await page.goto(rollFilmPath);
  const card = page.getByTestId('strategy-card').filter({ hasText: '卷膜通风' });
  await card.getByRole('link', { name: '编辑' }).click();
  await expect(field(page, '开窗温度')).toHaveValue('24.5');
  await field(page, '开窗温度').fill('5');
  await field(page, '最大开度').fill(String(maxOpen));
  await world.advance(page.request, 6_000); // a sensor/data round for the preview
  await expect(page.getByTestId('vent-preview')).toHaveAttribute('data-opening', String(maxOpen));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(new RegExp(`${rollFilmPath}$`));
  await page.reload();
  await expect(card).toContainText(`5 °C 起开窗，4 K 内开到 ${maxOpen}%`);
}

/** Every roller on /device/Roller stands at `pos` %. */
async function expectRollersAt(page: Page, pos: number) {
  await page.goto('/device/Roller');
  const positions = page.getByTestId('actuator-pos');
  await expect(positions).toHaveCount(8);
  await expect(page.locator(`[data-testid="actuator-pos"]:not([data-pos="${pos}"])`)).toHaveCount(0);
}

test('a lower maximum opening on the roll-film screen moves the vents there', async ({ page }) => {
  // Wind or rain protection would close the vents whatever the roll film asks: switch it off first.
  await openAs(page, users.demo, windPath);
  await page.getByLabel('启用「大风保护」').click();
  await expect(page.getByLabel('启用「大风保护」')).not.toBeChecked();
  await expect(page.getByTestId('strategy-card').filter({ hasText: '大风保护' })).toContainText('已停用');

  await openVentsTo(page, 30);
  await world.advance(page.request, minutes(3));
  const card = page.getByTestId('strategy-card').filter({ hasText: '卷膜通风' });
  await expect(card.getByTestId('vent-decision')).toHaveText('控制器现在让 24 个通风口开到 30%');
  await expectRollersAt(page, 30);
});

test('a lower wind limit and a windy spell close the vents', async ({ page }) => {
  await openAs(page, users.demo, '/');
  // Calm and dry first, so the vents stand open by the roll film's doing, not closed by the weather.
  await world.weather(page.request, { windSpeed: 1, rain: 0, forMs: minutes(30) });
  await openVentsTo(page, 60);
  await world.advance(page.request, minutes(3));
  await expectRollersAt(page, 60);

  // 9 m/s would not close the vents at the demo's 10 m/s; at 6 m/s it does.
  await page.goto(windPath);
  const card = page.getByTestId('strategy-card').filter({ hasText: '大风保护' });
  await card.getByRole('link', { name: '编辑' }).click();
  await expect(field(page, '关窗风速')).toHaveValue('10');
  await field(page, '关窗风速').fill('6');
  await field(page, '恢复风速').fill('4');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(new RegExp(`${windPath}$`));
  await expect(card.getByTestId('protection-state')).toHaveAttribute('data-state', 'off');

  await world.weather(page.request, { windSpeed: 9, rain: 0, forMs: minutes(30) });
  await world.advance(page.request, 10_000);
  await expect(page.getByTestId('wind-now')).toContainText(/^(8\.\d|9\.\d)/);
  await world.advance(page.request, minutes(2));
  await expect(card.getByTestId('protection-state')).toHaveAttribute('data-state', 'on');
  await expect(card.getByTestId('protection-state')).toContainText('保护中（大风）：24/24 个通风口已关闭');
  await expectRollersAt(page, 0);
  // The roll film still asks for 60 %, and says who overrules it.
  await page.goto(rollFilmPath);
  const rollFilm = page.getByTestId('strategy-card').filter({ hasText: '卷膜通风' });
  await expect(rollFilm.getByTestId('vent-decision')).toHaveText('24 个通风口由「大风保护」接管');
});
