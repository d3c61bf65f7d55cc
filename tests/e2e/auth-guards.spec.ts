// Route and payment guards on every navigation, the back-end redirects, an expired token, and logout.
import { loginWithPassword, openUserMenu, snackbar, storage } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import type { WebSocket } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ request }) => {
  await cloud.reset(request);
});

test('protected routes send a visitor to /login', async ({ page }) => {
  for (const path of ['/', '/device/sensor', '/payment_warn', '/version', '/backEndController/BackEndView']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('the back-end view redirects to BackTabs, which redirects to BackEndVentilation', async ({ page }) => {
  await loginWithPassword(page, users.oneServer);
  await page.goto('/backEndController/BackEndView');
  await expect(page).toHaveURL(/\/backEndDevice\/BackEndVentilation$/);
  await expect(page.getByRole('tab', { name: '通风' })).toHaveAttribute('aria-selected', 'true');
});

test('arrears: every route leads to /payment_warn, which goes back to the redirect once paid', async ({
  page,
  request,
}) => {
  await loginWithPassword(page, users.arrearsYearly, false, (url) => url.pathname === '/payment_warn');
  expect(new URL(page.url()).search).toBe('?redirect=%2F');
  await page.goto('/device/sensor?zid=2');
  await expect(page).toHaveURL(/\/payment_warn\?redirect=%2Fdevice%2Fsensor%3Fzid%3D2$/);
  await expect(page.getByRole('heading', { name: '缴费提醒' })).toBeVisible();
  await expect(page.getByText('¥12,000')).toBeVisible();
  await expect(page.getByText('到期日期：2024-12-31')).toBeVisible();
  await expect(page.getByText(/400-800-0000/)).toBeVisible();
  await page.getByRole('button', { name: '我已缴费，重新检查' }).click();
  await expect(snackbar(page)).toContainText('暂未查询到缴费记录');
  await cloud.paid(request, users.arrearsYearly.mobile);
  await page.getByRole('button', { name: '我已缴费，重新检查' }).click();
  await expect(page).toHaveURL(/\/device\/sensor\?zid=2$/);
});

test('arrears set while logged in stop the next page load', async ({ page, request }) => {
  await loginWithPassword(page, users.oneServer);
  await cloud.arrears(request, users.oneServer.mobile);
  await page.goto('/version');
  await expect(page).toHaveURL(/\/payment_warn\?redirect=%2Fversion$/);
});

test('an expired token ends the session with "令牌过期，请重新登录！"', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The cost call answers HTTP 401 {code: 10051}; Chromium logs the failed resource as an error.
  consoleGuard.allow(/status of 401/);
  await loginWithPassword(page, users.oneServer, true);
  // Connected first: a connection still being made would be refused once the token expires, and
  // that page would end the session and show the message just before the reload drops it.
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', '1');
  await cloud.expireTokens(request, users.oneServer.mobile);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(snackbar(page)).toContainText('令牌过期，请重新登录！');
  const { local } = await storage(page);
  expect(local.token).toBeUndefined();
  expect(local['cache:UserInfo']).toBeUndefined();
});

test('logout: OK clears the session, drops the live client and lands on /login for good', async ({
  page,
}) => {
  const sockets: WebSocket[] = [];
  page.on('websocket', (ws) => sockets.push(ws));
  await loginWithPassword(page, users.threeServers, true);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', '1');
  const live = sockets.filter((ws) => ws.url().includes('/mqtt/'));
  expect(live.length).toBeGreaterThan(0);
  let menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // An in-app history entry to go back to: /version, opened from the user menu.
  menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: '版本信息' }).click();
  await expect(page.getByRole('heading', { name: '版本信息' })).toBeVisible();
  menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定要退出登录吗？');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const { local, session } = await storage(page);
  for (const item of [
    'token',
    'loginTime',
    'personnelList',
    'userData',
    'userCost',
    'baseTopic',
    'cache:UserInfo',
  ]) {
    expect(local[item], item).toBeUndefined();
  }
  expect(session.isLogin).toBe('false');
  await expect.poll(() => live.every((ws) => ws.isClosed())).toBe(true);
  expect(JSON.parse(local['cache:loginInfo'] ?? '{}')).toMatchObject({ value: { remember: false } });
  await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the base selector lists the user’s servers and remembers the choice', async ({ page }) => {
  await loginWithPassword(page, users.threeServers);
  const personnel = JSON.parse((await storage(page)).local.personnelList ?? '[]') as {
    name: string;
    mqttBaseTopic: string;
  }[];
  expect(personnel).toHaveLength(3);
  // The header's selector is the platform's own list (a native select).
  await page.getByRole('combobox', { name: '选择基地' }).selectOption({ label: personnel[1]?.name ?? '' });
  await expect
    .poll(async (): Promise<unknown> => JSON.parse((await storage(page)).local.baseTopic ?? '""'))
    .toBe(personnel[1]?.mqttBaseTopic);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '选择基地' }).locator('option:checked')).toHaveText(
    personnel[1]?.name ?? '',
  );
});
