// WeChat QR login through the cloud's stand-in page to /auth_check, every branch of seed section 4.
import { openUserMenu } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { DEVICE_UUID, openQrPage, scan } from './support/wechat.ts';

const message = (page: import('@playwright/test').Page) => page.getByTestId('auth-check-message');

test.beforeEach(async ({ request }) => {
  await cloud.reset(request);
});

test('a plain scan logs in, selects the first server and goes home', async ({ page }) => {
  await openQrPage(page);
  await scan(page, new RegExp(`扫码登录：.*（${users.threeServers.mobile}）`));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const base = page.getByRole('combobox', { name: '选择基地' });
  await expect(base.locator('option:checked')).toHaveText(/.+/);
  const stored = await page.evaluate(() => localStorage.getItem('greenhouse-hil:baseTopic'));
  const servers = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('greenhouse-hil:personnelList'))) ?? '[]',
  ) as { sn: string; mqttBaseTopic: string }[];
  expect(JSON.parse(stored ?? '""')).toBe(servers[0]?.mqttBaseTopic);
  expect(await page.evaluate(() => sessionStorage.getItem('greenhouse-hil:isLogin'))).toBe('true');
});

test('a scan from a zone link selects that server and opens the zone equipment', async ({
  page,
  request,
}) => {
  const state = await cloud.state(request);
  const account = (state.accounts as { mobile: string; servers: string[] }[]).find(
    (a) => a.mobile === users.threeServers.mobile,
  );
  const lastSn = account?.servers.at(-1) ?? '';
  await openQrPage(page);
  await scan(page, new RegExp(`从温室链接扫码：.* / ${lastSn} / 一号棚`));
  await expect(page).toHaveURL(/\/devicedata\/Mc_equipment\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('f_zone_id')).toBe('1');
  expect(url.searchParams.get('zone_name')).toBe('一号棚');
  const servers = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('greenhouse-hil:personnelList'))) ?? '[]',
  ) as { sn: string; mqttBaseTopic: string }[];
  const selected: unknown = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('greenhouse-hil:baseTopic'))) ?? '""',
  );
  expect(selected).toBe(servers.find((s) => s.sn === lastSn)?.mqttBaseTopic);
});

test('a user without servers is logged in, told to ask an administrator, and sent home after 1 s', async ({
  page,
}) => {
  await openQrPage(page);
  await scan(page, new RegExp(`扫码登录：.*（${users.noServer.mobile}）`));
  await expect(message(page)).toHaveText('您还没有绑定服务器，请联系管理员绑定');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 3_000 });
  await expect(page.getByTestId('no-server')).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('profile-name')).toHaveText('暂未设置');
  await expect(menu.getByTestId('default-avatar')).toBeVisible();
});

test('a menu state (WECHAT_MENU) is accepted like the device uuid', async ({ page }) => {
  await openQrPage(page);
  await scan(page, /菜单入口（WECHAT_MENU）/);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an expired token shows "令牌过期，请重新登录！"', async ({ page }) => {
  await openQrPage(page);
  await scan(page, /令牌已过期/);
  await expect(message(page)).toHaveText('令牌过期，请重新登录！');
  await page.getByRole('link', { name: '返回登录' }).click();
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
});

test('any other answer shows the hint; a forged state is refused before any call', async ({ page }) => {
  await openQrPage(page);
  await scan(page, /无效授权/);
  await expect(message(page)).toHaveText('授权已失效，请重新扫码登录');
  await openQrPage(page);
  await scan(page, /错误的 state/);
  await expect(message(page)).toHaveText('登录状态校验失败，请重新扫码登录');
  expect(await page.evaluate(() => localStorage.getItem('greenhouse-hil:uuid'))).toBe(DEVICE_UUID);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
