// Irrigation alarms against the harness: every kind in one form with the line's live readings, a
// bound check that sends nothing, and a bulk save of the changed rows read back after a reload.
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

const row = (page: Page, kind: string) => page.locator(`[data-testid="irrigate-alarm"][data-kind="${kind}"]`);

test('irrigation alarms: bounds are checked per kind, and the changed rows are saved at once', async ({
  page,
}) => {
  const writes = watchConfWrites(page);
  await openAs(page, users.demo, '/warningSetUp/IrrigateWarningSet');
  await expect(page.getByTestId('irrigate-alarm')).toHaveCount(5);
  await expect(row(page, 'ecBand').getByTestId('line-reading')).toContainText(/当前 \d+\.\d\d mS\/cm/);
  await expect(row(page, 'flowLow').getByTestId('line-reading')).toContainText(/当前 \d+\.\d L\/min/);
  await expect(row(page, 'pressure').getByTestId('line-reading')).toHaveText('无压力传感器（控制器估算）');
  await expect(row(page, 'flowLow').getByRole('textbox', { name: '上限' })).toBeDisabled();
  const save = page.getByRole('button', { name: /^保存修改/ });
  await expect(save).toBeDisabled();

  await row(page, 'ecBand').getByRole('textbox', { name: '下限' }).fill('4');
  await expect(row(page, 'ecBand').getByText('下限必须小于上限')).toBeVisible();
  await row(page, 'flowLow').getByRole('textbox', { name: '下限' }).fill('');
  await expect(row(page, 'flowLow').getByText('必填', { exact: true })).toBeVisible();
  await save.click();
  await expect(page.getByText('请先修正标红的项')).toBeVisible();
  expect(writes).toEqual([]);

  await row(page, 'ecBand').getByRole('textbox', { name: '下限' }).fill('1.8');
  await row(page, 'flowLow').getByRole('textbox', { name: '下限' }).fill('6');
  await row(page, 'pressure').getByRole('switch', { name: '启用 管道压力异常' }).click();
  await expect(save).toHaveText('保存修改（3）');
  await save.click();
  await expect(page.getByText('没有修改')).toBeVisible();
  expect(writes).toHaveLength(3);

  await page.reload();
  await expect(row(page, 'ecBand').getByRole('textbox', { name: '下限' })).toHaveValue('1.8');
  await expect(row(page, 'flowLow').getByRole('textbox', { name: '下限' })).toHaveValue('6');
  await expect(row(page, 'pressure').getByRole('switch', { name: '启用 管道压力异常' })).not.toBeChecked();
  await expect(row(page, 'phBand').getByRole('textbox', { name: '上限' })).toHaveValue('6.8');
});
