// The centre picker routes by the centre's layout (saved, and read back after a reload); the single-tank
// and legacy views show the same live values; a refill round trip survives a reload; phone width.
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test('pick a centre: its layout picks the screen; single-tank and legacy views; refill after reload', async ({
  page,
}) => {
  await openAs(page, users.demo, '/ferticenter-select');
  const main = page.getByTestId('centre-card').filter({ hasText: '水肥一体机' });
  const seedling = page.getByTestId('centre-card').filter({ hasText: '育苗施肥机' });
  await expect(main).toContainText('储液罐：A罐 1000 L、B罐 1000 L、酸罐 200 L');
  await expect(main).toContainText('配方：番茄结果期');
  await expect(seedling).toContainText('储液罐：母液罐 500 L、酸罐 100 L');
  await expect(seedling.getByTestId('centre-card-state')).toHaveText('待机');
  const fid = Number(await main.getAttribute('data-fid'));
  const seedlingFid = Number(await seedling.getAttribute('data-fid'));
  const layout = main.getByRole('combobox', { name: '画面布局' });
  await expect(layout).toHaveText('双罐');
  await expect(seedling.getByRole('combobox', { name: '画面布局' })).toHaveText('单罐加注肥泵');

  // A dual centre opens /ferticenter, and the pick is remembered.
  await main.getByRole('button', { name: '进入 水肥一体机' }).click();
  await expect(page).toHaveURL(`/ferticenter?fid=${fid}`);
  await expect(page.getByTestId('diagram')).toHaveAttribute('data-layout', 'dual');
  await page.goto('/ferticenter-select');
  await expect(main.getByText('上次选择')).toBeVisible();

  // A single-tank centre opens /ferticenter1 with its dosing pumps and live values.
  await seedling.getByRole('button', { name: '进入 育苗施肥机' }).click();
  await expect(page).toHaveURL(`/ferticenter1?fid=${seedlingFid}`);
  const diagram = page.getByTestId('diagram');
  await expect(diagram).toHaveAttribute('data-layout', 'single');
  await expect(diagram.getByTestId('tank')).toHaveCount(2);
  await expect(page.getByTestId('centre-state')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('reading-flow')).toContainText('L/min');

  // Refill round trip: the stock tank low by fault, refilled with a confirmation (which ends the fault), still full after a
  // reload (an idle centre reports only changes of state, so the page is reloaded to read the fault).
  await world.fault(page.request, 'tankLow', { id: seedlingFid }, { tank: '母液罐', levelPct: 10 });
  await world.advance(page.request, 5_000);
  await page.reload();
  const stock = diagram.getByRole('group', { name: '母液罐', exact: true });
  await expect(stock).toHaveAttribute('data-tone', 'low');
  await expect(stock.getByTestId('tank-level')).toHaveText('50.0 L · 10%');
  await stock.getByRole('button', { name: '给母液罐补液' }).click();
  await expect(page.getByRole('dialog')).toContainText('把母液罐补满到 500 L？');
  await page.getByRole('dialog').getByRole('button', { name: '补液' }).click();
  await expect(stock).toHaveAttribute('data-level-pct', '100');
  await expect(page.getByText('母液罐已补满')).toBeVisible();
  await page.reload();
  await expect(diagram.getByRole('group', { name: '母液罐', exact: true })).toHaveAttribute(
    'data-level-pct',
    '100',
  );

  // Make the main centre a legacy one (saved, read back after a reload): it opens the read-only table.
  await page.goto('/ferticenter-select');
  await layout.click();
  await page.getByRole('option', { name: '旧版（只读）' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.reload();
  await expect(layout).toHaveText('旧版（只读）');
  await main.getByRole('button', { name: '进入 水肥一体机' }).click();
  await expect(page).toHaveURL(`/ferticenter_old?fid=${fid}`);
  const table = page.getByRole('table', { name: '施肥中心实时数据' });
  await expect(table.getByRole('row', { name: /A罐/ })).toContainText('1000.0 L · 100%');
  await expect(table.getByRole('row', { name: /EC/ })).toContainText('目标 2.6');
  await expect(table.getByRole('row', { name: /状态/ })).toContainText('待机');
  await expect(page.getByRole('button', { name: /补液|启动/ })).toHaveCount(0);
});

test('the centre at phone width: diagram, readings and program fit without sideways scrolling @phone', async ({
  page,
}) => {
  await openAs(page, users.demo, '/ferticenter');
  const diagram = page.getByTestId('diagram');
  await expect(diagram.getByTestId('tank')).toHaveCount(3);
  await expect(page.getByTestId('reading-ph')).toContainText('目标 5.8');
  await expect(page.getByTestId('program-status')).toBeVisible();
  await expect(page.getByRole('button', { name: '给酸罐补液' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
