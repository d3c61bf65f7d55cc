// The centre picker routes by the centre's layout (saved, and read back after a reload); the single-tank
// and legacy views show the same live values; a refill round trip survives a reload; phone width.
import { loginWithPassword } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test.setTimeout(60_000);

test('pick a centre: its layout picks the screen; single-tank and legacy views; refill after reload', async ({
  page,
}) => {
  await loginWithPassword(page, users.demo);
  await page.goto('/ferticenter-select');
  const card = page.getByTestId('centre-card').filter({ hasText: '水肥一体机' });
  await expect(card).toContainText('储液罐：A罐 1000 L、B罐 1000 L、酸罐 200 L', { timeout: 25_000 });
  await expect(card).toContainText('配方：番茄结果期');
  const fid = Number(await card.getAttribute('data-fid'));
  const layout = card.getByRole('combobox', { name: '画面布局' });
  await expect(layout).toHaveText('双罐');

  // Dual opens /ferticenter; the pick is remembered.
  await card.getByRole('button', { name: '进入 水肥一体机' }).click();
  await expect(page).toHaveURL(`/ferticenter?fid=${fid}`);
  await expect(page.getByTestId('diagram')).toHaveAttribute('data-layout', 'dual', { timeout: 25_000 });

  // Make it a single-tank centre (saved to the controller, read back after a reload): opens /ferticenter1.
  await page.goto('/ferticenter-select');
  await expect(card.getByText('上次选择')).toBeVisible({ timeout: 25_000 });
  await layout.click();
  await page.getByRole('option', { name: '单罐加注肥泵' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.reload();
  await expect(layout).toHaveText('单罐加注肥泵', { timeout: 25_000 });
  await card.getByRole('button', { name: '进入 水肥一体机' }).click();
  await expect(page).toHaveURL(`/ferticenter1?fid=${fid}`);
  const diagram = page.getByTestId('diagram');
  await expect(diagram).toHaveAttribute('data-layout', 'single', { timeout: 25_000 });
  await expect(page.getByTestId('reading-ec')).toContainText('目标 2.6');
  await expect(page.getByTestId('reading-flow')).toContainText('L/min');

  // Refill round trip: tank B low by fault, refilled with a confirmation, still full after a reload.
  await world.fault(page.request, 'tankLow', { id: fid }, { tank: 'B罐', levelPct: 10 });
  await world.advance(page.request, 5_000);
  const tankB = diagram.getByRole('group', { name: 'B罐', exact: true });
  await expect(tankB).toHaveAttribute('data-tone', 'low');
  await world.clearFaults(page.request);
  await tankB.getByRole('button', { name: '给B罐补液' }).click();
  await expect(page.getByRole('dialog')).toContainText('把B罐补满到 1000 L？');
  await page.getByRole('dialog').getByRole('button', { name: '补液' }).click();
  await expect(tankB).toHaveAttribute('data-level-pct', '100');
  await page.reload();
  await expect(diagram.getByRole('group', { name: 'B罐', exact: true })).toHaveAttribute(
    'data-level-pct',
    /^(9\d|100)$/,
    { timeout: 25_000 },
  );

  // The legacy view: the same values in a table, no controls.
  await page.goto('/ferticenter_old');
  const table = page.getByRole('table', { name: '施肥中心实时数据' });
  await expect(table.getByRole('row', { name: /A罐/ })).toContainText(/\d+ L · \d+%/, { timeout: 25_000 });
  await expect(table.getByRole('row', { name: /EC/ })).toContainText('目标 2.6');
  await expect(table.getByRole('row', { name: /状态/ })).toContainText(/待机|正在配肥|停止配肥/);
  await expect(page.getByRole('button', { name: /补液|启动/ })).toHaveCount(0);
});

test('the centre at phone width: diagram, readings and program fit without sideways scrolling @phone', async ({
  page,
}) => {
  await loginWithPassword(page, users.demo);
  await page.goto('/ferticenter');
  const diagram = page.getByTestId('diagram');
  await expect(diagram.getByTestId('tank')).toHaveCount(3, { timeout: 25_000 });
  await expect(page.getByTestId('reading-ph')).toContainText('目标 5.8');
  await expect(page.getByTestId('program-status')).toBeVisible();
  await expect(page.getByRole('button', { name: '给酸罐补液' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
