// Record and replay from the trainer console: record the demo user's first base while a sensor sticks, replay the
// trace with pause and seek, and the grower's home screen shows the replayed readings.
import { demoFarm } from '../../fixtures/index.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const { sn } = demoFarm.servers[0]!.server;

test('records a base, replays it with pause and seek, and home shows the replayed readings @phone', async ({
  page,
  request,
}) => {
  // Home first: the grower's screen is one step back in this tab's history.
  await openAs(page, users.demo, '/');
  await page.goto('/trainer');
  const panel = page.getByRole('region', { name: '录制与回放' });
  await expect(panel.getByText('现在没有在录制。', { exact: false })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^回放 faulty-link$/ })).toBeVisible();

  await panel.getByRole('button', { name: '开始录制' }).click();
  await expect(panel.getByText(/^正在录制 farm\//)).toBeVisible();
  await world.advance(request, 10_000);
  await world.fault(request, 'sensorStuck', { sn }, { value: 77.7 });
  await world.advance(request, 15_000);
  await expect(panel.getByTestId('recording-counts')).toContainText(/[1-9]\d* 条消息/);
  await panel.getByRole('button', { name: '停止并保存' }).click();
  await expect(panel.getByText(/^已保存：/)).toBeVisible();

  await world.clearFaults(request);
  await world.advance(request, 10_000);
  await panel
    .getByRole('button', { name: /^回放 .*farm-/ })
    .first()
    .click();
  await expect(panel.getByTestId('replay-phase')).toContainText('播放中');
  await panel.getByRole('button', { name: '暂停' }).click();
  await expect(panel.getByTestId('replay-phase')).toContainText('已暂停');
  // The slider is disabled while a console action is under way; focused then, it takes no key.
  const seek = panel.getByRole('slider', { name: '回放位置' });
  await expect(seek).toBeEnabled();
  await seek.focus();
  await page.keyboard.press('End');
  await expect(panel.getByTestId('replay-phase')).toContainText(/(\d+:\d\d) \/ \1$/);

  // The grower's home, while the trainer seeks from another screen (a second tab, a projector).
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('各区域')).toBeVisible();
  const at = await request
    .get('/sim/world/replay')
    .then(async (r) => ((await r.json()) as { atMs: number }).atMs);
  // Seeking re-publishes the state at that moment; again if home subscribed only after the first.
  await expect(async () => {
    expect((await request.post('/sim/world/replay', { data: { action: 'seek', atMs: at } })).ok()).toBe(true);
    await expect(page.getByText(/^77\.7/).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  await page.goForward();
  await panel.getByRole('button', { name: '结束回放' }).click();
  await expect(panel.getByText(/^上一次回放：.*已手动结束$/)).toBeVisible();
});
