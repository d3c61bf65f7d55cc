// The console's class panel: the trainer starts a class of two, the board shows a row per trainee and
// the login sheet a slip each with the app's QR code; ending the class removes the trainees' accounts.
import { simWorldEndpoints as calls } from '../../protocol/sim-world.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { worldCall } from './support/world-call.ts';

test.setTimeout(60_000);
test.afterEach(async ({ request }) => {
  await worldCall(request, calls.driveClass, { action: 'end' }).catch(() => undefined);
});

test('a class of two: board, login sheet, end @phone', async ({ page }, testInfo) => {
  await openAs(page, users.demo, '/trainer');
  const panel = page.getByTestId('trainer-class');
  await expect(panel.getByRole('heading', { name: '学员班级' })).toBeVisible();
  await panel.getByLabel('学员人数 (1-30)').fill('2');
  await panel.getByRole('button', { name: '开班' }).click();
  await expect(panel.getByText('已为 2 名学员开好账号和基地')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('class-row')).toHaveCount(2);
  await expect(panel.getByTestId('class-row').first()).toContainText('在线');

  await panel.getByRole('button', { name: '登录单' }).click();
  const slips = panel.getByTestId('class-slip');
  await expect(slips).toHaveCount(2);
  const state = await worldCall(page.request, calls.class);
  if (!state.active) throw new Error('the class is not active');
  await expect(slips.first()).toContainText(state.trainees[0]!.password);
  await expect(slips.first().getByRole('img')).toHaveAttribute('src', /^data:image\/png/);
  await panel.screenshot({ path: testInfo.outputPath('class-panel.png') });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('class-sheet-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await panel.getByRole('button', { name: '结束班级' }).click();
  await expect(panel.getByText('班级已结束：学员账号和基地都已删除')).toBeVisible();
  await expect(panel.getByTestId('class-row')).toHaveCount(0);
  expect(await worldCall(page.request, calls.class)).toEqual({ active: false });
});
