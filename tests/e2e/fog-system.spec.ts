// /fog_system as the demo user: every zone's fog group with live humidity and its fog valves, one
// group's settings checked, saved and read back after a reload, and fog on a dry afternoon (weather
// override, stepped clock) bringing the zone's humidity up while the fog valves pulse.
import type { Locator, Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { freshValue, minutes } from './support/readings.ts';
import { world } from './support/world.ts';

const field = (group: Locator, name: string) => group.getByRole('textbox', { name, exact: true });

async function openFog(page: Page) {
  await openAs(page, users.demo, '/fog_system');
  const first = page.getByTestId('fog-group').first();
  await expect(first).toBeVisible();
  return first;
}

test(
  'every zone shows its fog group; one group’s settings are checked, saved and kept after a reload',
  { tag: '@phone' },
  async ({ page }) => {
    const group = await openFog(page);
    await expect(page.getByRole('heading', { name: '喷雾系统' })).toBeVisible();
    await expect(page.getByTestId('fog-group')).toHaveCount(4);
    await expect(group.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await world.advance(page.request, 6_000); // a sensor/data round
    await expect(group.getByTestId('fog-humidity')).toContainText('%RH');
    await expect(group.getByTestId('fogger').first()).toBeVisible();
    await expect(group.getByTestId('fogger').first().getByTestId('actuator-state')).not.toHaveAttribute(
      'data-state',
      'unknown',
    );
    await expect(group.getByTestId('fog-target')).toHaveText('按湿度 · 目标 80%');

    await group.getByRole('combobox', { name: '控制方式' }).click();
    await page.getByRole('option', { name: '按饱和差 (VPD)' }).click();
    await expect(field(group, '目标饱和差')).toHaveValue('0.8');
    await field(group, '目标饱和差').fill('9');
    await field(group, '每次喷雾').fill('0');
    await group.getByRole('button', { name: '保存设置' }).click();
    await expect(group.getByText('不能大于 3')).toBeVisible();
    await expect(group.getByText('不能小于 1')).toBeVisible();
    await field(group, '目标饱和差').fill('0.9');
    await field(group, '每次喷雾').fill('45');
    await field(group, '间歇').fill('40');
    await group.getByRole('button', { name: '保存设置' }).click();
    await expect(group.getByTestId('fog-target')).toHaveText('按饱和差 (VPD) · 目标 0.9 kPa');
    await expect(group.getByTestId('fog-vpd')).toContainText('kPa');

    await page.reload();
    await expect(group.getByTestId('fog-target')).toHaveText('按饱和差 (VPD) · 目标 0.9 kPa');
    await expect(field(group, '目标饱和差')).toHaveValue('0.9');
    await expect(field(group, '每次喷雾')).toHaveValue('45');
    await expect(field(group, '间歇')).toHaveValue('40');
  },
);

test('fog on a dry afternoon brings the zone’s humidity up while its fog valves pulse', async ({ page }) => {
  // Twenty simulated minutes sampled a minute at a time (the pulses are counted from every report, so
  // they cannot be jumped), each a step of the world and two readings: 20-30 s on a busy machine.
  test.setTimeout(60_000);
  const target = 90;
  await openFog(page);
  // Two zones under the same weather: the third fogs, the fourth (its fog off) shows the dry baseline.
  const fogged = page.getByTestId('fog-group').nth(2);
  const control = page.getByTestId('fog-group').nth(3);
  const switchOf = (group: Locator) => group.getByRole('switch', { name: '喷雾开启' });
  // A target well above any dry afternoon's humidity, whatever the harness's hour and history left
  // in the zone, and longer pulses than the demo's (its 10 s in 120 s barely shows with the vents
  // wide open).
  await field(fogged, '目标湿度').fill(String(target));
  await field(fogged, '每次喷雾').fill('60');
  await field(fogged, '间歇').fill('10');
  await fogged.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('已保存');
  for (const group of [fogged, control]) {
    await switchOf(group).click();
    await expect(switchOf(group)).not.toBeChecked();
  }
  // A hot, dry, sunny and still afternoon, whatever the harness's hour. In a wind the open vents wash
  // the fog out faster: at 1 m/s the gap below rose 3.8-5.8 %RH in four runs (and once 2.7 in CI,
  // under the 3 asked), in still air 4.2-6.6.
  await world.weather(page.request, { outTemp: 33, outHum: 20, radiation: 850, windSpeed: 0, rain: 0 });
  // Jumps, not steps: only the humidity at their end is read.
  await world.jump(page.request, minutes(30));
  const humidity = (group: Locator) => freshValue(page, group.getByTestId('fog-humidity'));
  // The zones dry out at a pace their history decides (a humid night takes longer): wait, ten minutes
  // a step, until the fogged zone's humidity holds within 1 %RH, so a rise after the fog is the fog's.
  let before = await humidity(fogged);
  for (let i = 0; i < 12; i++) {
    await world.jump(page.request, minutes(10));
    const now = await humidity(fogged);
    const settled = Math.abs(now - before) < 1;
    before = now;
    if (settled) break;
  }
  // Readings a minute apart: the fogged zone's humidity and its gap over the unfogged one's.
  const eachMinute = async (count: number) => {
    const seen: number[] = [];
    const gaps: number[] = [];
    for (let i = 0; i < count; i++) {
      await world.advance(page.request, minutes(1));
      seen.push(await humidity(fogged));
      gaps.push(seen.at(-1)! - (await humidity(control)));
    }
    return { seen, gaps };
  };
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  // The baseline is five readings' mean, as the result is: one reading's noise and swing (about
  // 1 %RH between the two zones) was a third of the 3 %RH the checks below ask of the fog.
  const baseline = await eachMinute(5);
  before = mean(baseline.seen);
  const gapBefore = mean(baseline.gaps);
  expect(before).toBeLessThan(target - 10);

  const controlPulses = await control.getByTestId('fog-pulses').getAttribute('data-count');
  await switchOf(fogged).click();
  await expect(switchOf(fogged)).toBeChecked();
  // Fifteen minutes of fog. The pulses make both zones swing, so the checks are on the last five
  // minutes' mean.
  const { seen, gaps } = await eachMinute(15);
  await expect(fogged.getByTestId('fog-pulses')).not.toHaveAttribute('data-count', /^[0-4]$/);
  await expect(control.getByTestId('fog-pulses')).toHaveAttribute('data-count', controlPulses!);
  // The fogged zone's humidity climbs above the unfogged one's (whether the afternoon has dried
  // both zones out or is still drying them: the harness's hour and history decide), toward its
  // target and not past the fog's stop point (target + the 5 % hysteresis of
  // model/automation/fog.ts: a pulse that starts just under the target may carry the air a few
  // percent over it before fogging stops).
  expect(mean(gaps.slice(-5))).toBeGreaterThan(gapBefore + 3);
  expect(mean(seen.slice(-5))).toBeGreaterThan(before + 3);
  expect(Math.max(...seen)).toBeLessThan(target + 5);
});
