// The upgrade dialog of the packaged apps (290 wide), and the packaged back button.
import { loginWithPassword, snackbar } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { installNativeBridge, nativeCalls, pressBack } from './support/native.ts';

test.beforeEach(async ({ request }) => {
  await cloud.reset(request);
});

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: '发现新版本' });

test('Android on an old version: the dialog offers the update; later closes it, update now installs', async ({
  page,
  request,
}) => {
  await cloud.appInfo(request, {
    androidVersion: '1.2.0',
    androidTime: '2026-06-01',
    androidLog: '修复卷膜控制',
  });
  await installNativeBridge(page, 'android', '1.0.0');
  await page.goto('/login');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('当前版本：1.0.0');
  await expect(dialog(page)).toContainText('最新版本：1.2.0（2026-06-01）');
  await expect(dialog(page)).toContainText('修复卷膜控制');
  expect((await dialog(page).boundingBox())?.width).toBe(290);
  await dialog(page).getByRole('button', { name: '稍后再说' }).click();
  await expect(dialog(page)).toBeHidden();

  await page.reload();
  await dialog(page).getByRole('button', { name: '立即更新' }).click();
  await expect(dialog(page)).toBeHidden();
  expect((await nativeCalls(page)).installed).toEqual([64 * 1024]);
});

test('iOS on an old version: update now opens the store page', async ({ page, request }) => {
  await cloud.appInfo(request, { iosVersion: '1.3.0', ipaUrl: 'https://apps.apple.com/cn/app/id1234567890' });
  await installNativeBridge(page, 'ios', '1.2.9');
  await page.goto('/login');
  await dialog(page).getByRole('button', { name: '立即更新' }).click();
  await expect(dialog(page)).toBeHidden();
  expect((await nativeCalls(page)).opened).toEqual(['https://apps.apple.com/cn/app/id1234567890']);
});

test('an up-to-date app shows no dialog; /version checks again by hand', async ({ page, request }) => {
  await installNativeBridge(page, 'android', '1.0.0'); // the cloud's latest is 1.0.0
  const checked = page.waitForResponse((r) => r.url().includes('/v1/app-info'));
  await loginWithPassword(page, users.oneServer);
  await checked;
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/version');
  await expect(page.getByText('Android')).toBeVisible();
  await page.getByRole('button', { name: '检查更新' }).click();
  await expect(snackbar(page)).toContainText('已是最新版本');
  await cloud.appInfo(request, { androidVersion: '1.1.0' });
  await page.getByRole('button', { name: '检查更新' }).click();
  await expect(dialog(page)).toContainText('最新版本：1.1.0');
});

test('the packaged back button on /login: a second press within 1 s quits', async ({ page }) => {
  await installNativeBridge(page, 'android', '1.0.0');
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
  await pressBack(page);
  await expect(snackbar(page)).toContainText('再按一次退出应用');
  expect((await nativeCalls(page)).exits).toBe(0);
  await pressBack(page);
  expect((await nativeCalls(page)).exits).toBe(1);
});
