// The device-faults screen on the simulator's faults: an offline sensor, a sensor reading out of range
// and a jammed vent each show in their category with a count and a link to the device's screen; the
// jam's alarm names the vent, and "acknowledge all" clears the bell.
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { world } from './support/world.ts';

test('offline and out-of-range sensors and a jammed vent, each linking to its device', async ({ page }) => {
  // A vent jams when it is told to move.
  await openAs(page, users.demo, '/device/Roller?zid=3');
  const vent = page.getByRole('group', { name: '3号棚左侧卷膜', exact: true });
  await expect(vent.getByTestId('actuator-state')).not.toHaveAttribute('data-state', 'unknown');
  const aid = Number((await vent.getAttribute('data-testid'))?.split('-')[1]);
  await world.fault(page.request, 'actuatorJammed', { id: aid });
  await world.fault(page.request, 'sensorOffline', { id: 5 });
  await world.fault(page.request, 'sensorOutOfRange', { id: 6 });
  await vent.getByRole('button', { name: '打开' }).click();
  await expect(vent.getByTestId('actuator-state')).toHaveAttribute('data-state', 'jammed');
  await world.advance(page.request, 5_000);

  await page.goto('/errorstatus/errorstatus');
  const offline = page.getByTestId('faults-offline');
  const sensorFaults = page.getByTestId('faults-sensorFault');
  const jammed = page.getByTestId('faults-jammed');
  await expect(offline.locator('a[href="/device/SensorParticularMessage?sid=5"]')).toContainText(
    '传感器离线',
    {},
  );
  await expect(sensorFaults.locator('a[href="/device/SensorParticularMessage?sid=6"]')).toContainText(
    '读数超出量程',
  );
  await expect(sensorFaults.getByTestId('fault-count')).toHaveText('1');
  await expect(jammed.getByTestId('fault-count')).toHaveText('1');
  await jammed.getByRole('link', { name: /3号棚左侧卷膜/ }).click();
  await expect(page).toHaveURL(`/device/editactuator?aid=${aid}`);

  // The jam raised a critical alarm in the alarm centre, naming the vent.
  await page.goto('/newAlarmCenter?severity=critical&source=device');
  const row = page.getByTestId('alarm-row').filter({ hasText: '卡死' }).first();
  await expect(row).toContainText('3号棚左侧卷膜');
  await expect(row.getByRole('link', { name: '3号棚左侧卷膜' })).toHaveAttribute(
    'href',
    `/device/editactuator?aid=${aid}`,
  );

  // "Acknowledge all" sends one alarmAck per open alarm and says how many went through; the bell drops to 0.
  await page.goto('/newAlarmCenter');
  const ackAll = page.getByRole('button', { name: /^全部确认（\d+）$/ });
  await expect(ackAll).toBeEnabled();
  const open = Number(/（(\d+)）/.exec((await ackAll.textContent()) ?? '')?.[1]);
  expect(open).toBeGreaterThanOrEqual(2);
  await ackAll.click();
  await expect(page.getByText(`已确认 ${open} 条报警`)).toBeVisible();
  await expect(page.getByRole('link', { name: '0 条未处理报警' })).toBeVisible();
  await expect(ackAll).toBeDisabled();
});
