// A direct load of the home page starts from the last known readings (the controllers publish
// sensor/data retained) instead of "等待数据" until the next round: proved with the controllers'
// readings held (the simulator's publishHold fault), so nothing the page shows can be a new round.
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';
import { world } from './support/world.ts';

test('a direct load shows the last known weather and zone values at once, then live ones', async ({
  page,
}) => {
  await openAs(page, users.demo, '/');
  const outTemp = page.getByTestId('weather-strip').getByTestId('metric-outTemp');
  await expect(outTemp).toHaveAttribute('data-value', /\d/);

  // From here on no controller publishes readings: what a reload shows is the broker's retained copy.
  await world.fault(page.request, 'publishHold', { topic: 'sensor/data' });
  await page.reload();
  await expect(outTemp).toHaveAttribute('data-value', /^-?\d+(\.\d+)?$/);
  await expect(outTemp).toContainText('°C');
  await expect(outTemp).not.toContainText('等待数据');
  const airTemp = page.getByTestId('zone-card-1').getByTestId('metric-airTemp');
  await expect(airTemp).toHaveAttribute('data-value', /\d/);
  const time = page.getByTestId('readings-time');
  await expect(time).toHaveAttribute('data-last-known', 'true');
  await expect(time).toContainText(/最近一次数据 \d\d:\d\d:\d\d/);

  // Live readings take over once the controllers publish again.
  await world.clearFaults(page.request);
  await stepUntil(page, () => expect(time).not.toHaveAttribute('data-last-known', 'true', look));
  await expect(time).toContainText('数据更新于');
});
