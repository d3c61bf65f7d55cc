// Account screens and the shell: profile display, change password, account deletion, the phone layout.
import { loginWithPassword, openUserMenu, snackbar } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ request }) => {
  await cloud.reset(request);
});

test('the profile shows the user’s own avatar and nickname', async ({ page }) => {
  await loginWithPassword(page, users.oneServer);
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('profile-name')).not.toHaveText('暂未设置');
  // Beside the name the avatar is decorative (empty alt): found in the profile, not by a name.
  await expect(menu.getByTestId('profile').locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
});

test('change password: the new one works, the old one no longer does', async ({ page }) => {
  await loginWithPassword(page, users.oneServer);
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: '修改密码' }).click();
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
  await page.getByLabel('原密码').fill('not-my-password');
  await page.getByLabel('新密码', { exact: true }).fill('changed123');
  await page.getByLabel('确认新密码').fill('changed123');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(snackbar(page)).toContainText('账号或密码错误');
  await page.getByLabel('原密码').fill(users.oneServer.password);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(snackbar(page)).toContainText('密码已修改，请重新登录');
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
  await loginWithPassword(page, { ...users.oneServer, password: 'changed123' });
});

test('deleting the account ends the session and the account', async ({ page }) => {
  await loginWithPassword(page, users.noServer);
  await page.goto('/accountSetting/changePassword');
  await page.getByRole('button', { name: '注销账号' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(snackbar(page)).toContainText('账号已注销');
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
  await page.getByLabel('手机号').fill(users.noServer.mobile);
  await page.getByLabel('密码').fill(users.noServer.password);
  await page.getByLabel('密码').press('Enter');
  await expect(snackbar(page)).toContainText('该手机号未注册');
});

test(
  'phone layout: bottom tabs and the menu drawer, no sideways scrolling',
  { tag: '@phone' },
  async ({ page }, info) => {
    await loginWithPassword(page, users.demo);
    if (info.project.name === 'phone') {
      const tabs = page.getByRole('navigation', { name: '菜单' }).last();
      await expect(tabs.getByRole('link', { name: '设备' })).toBeVisible();
      await tabs.getByRole('link', { name: '设备' }).click();
      await expect(page).toHaveURL(/\/device\/server$/);
      await tabs.getByRole('button', { name: '菜单' }).click();
      await page.getByRole('link', { name: '操作日志' }).click();
      await expect(page).toHaveURL(/\/logControll\/LogControll$/);
    } else {
      await page.getByRole('link', { name: '操作日志' }).click();
      await expect(page).toHaveURL(/\/logControll\/LogControll$/);
    }
    await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/screenshots/shell-${info.project.name}.png`,
      fullPage: true,
    });
  },
);
