// The zones screens when the controller's answers are lost (the simulator's ackDrop fault on
// system/confack): the list shows the time-out in the grower's words and recovers on retry; an edit
// whose answer is lost says so, and the list still shows what the controller reports.
import type { APIRequestContext } from '@playwright/test';
import { installAppClock, passAckTimeout } from './support/app-clock.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

const dropConfAcks = (request: APIRequestContext) =>
  world.fault(request, 'ackDrop', { topic: 'system/confack' });

test.describe('zones without answers from the controller', () => {
  test('the list shows the time-out, then loads on retry', async ({ page, request }) => {
    await installAppClock(page);
    await openAs(page, users.demo, '/');
    await dropConfAcks(request);
    await page.goto('/managementArea/managementArea');
    await expect(page.getByTestId('screen-loading')).toBeVisible();
    const error = page.getByTestId('screen-error');
    await passAckTimeout(page, error, '设备未应答');
    await world.clearFaults(request);
    await error.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('zone-row').first()).toBeVisible();
  });

  test('a rename whose answer is lost says so; the list shows what the controller reports', async ({
    page,
    request,
  }) => {
    await installAppClock(page);
    await openAs(page, users.demo, '/managementArea/managementArea');
    const first = page.getByTestId('zone-row').first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading').textContent())!;
    const rename = async (to: string) => {
      await first.getByRole('button', { name: /^编辑 / }).click();
      await page.getByRole('dialog').getByLabel('区域名称').fill(to);
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    };
    await dropConfAcks(request);
    await rename(`${name}X`);
    const dialog = page.getByRole('dialog');
    await passAckTimeout(page, dialog.getByRole('alert'), '设备未应答');
    await dialog.getByRole('button', { name: '取消' }).click();
    // Only the answer was lost: the controller renamed the zone and its report says so.
    await expect(first.getByRole('heading')).toHaveText(`${name}X`);

    await world.clearFaults(request);
    await rename(name);
    await expect(dialog).toBeHidden();
    await expect(first.getByRole('heading')).toHaveText(name);
  });
});
