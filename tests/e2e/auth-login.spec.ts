// Login tab: password and SMS login, validation texts, Enter key, remember me across a browser restart,
// and no back navigation from /login.
import { loginWithPassword, openUserMenu, snackbar, storage } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ request }) => {
  await cloud.reset(request);
});

test('password login goes home with the demo profile, the bases and a live connection', async ({ page }) => {
  await loginWithPassword(page, users.demo);
  await expect(page.getByRole('combobox', { name: '选择基地' })).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', '1');
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('profile-name')).toHaveText('体验账号');
  await expect(menu.getByText(users.demo.mobile)).toBeVisible();
  const { local, session } = await storage(page);
  expect(session.isLogin).toBe('true');
  expect(JSON.parse(local.token ?? '""')).toMatch(/^sim\./);
  expect(local['cache:UserInfo']).toBeUndefined();
});

test('/login paints and takes input before the full app has loaded (the light login)', async ({ page }) => {
  // The full app's chunk is held back until the form is filled in: the login tab needs none of it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/app-main-[^/]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('手机号').fill(users.demo.mobile);
  await page.getByLabel('密码').fill(users.demo.password);
  await page.getByLabel('记住我').check();
  release();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('combobox', { name: '选择基地' })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('validation messages are the seed texts, and the server msg shows on a wrong password', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(snackbar(page)).toContainText('手机号不能为空!');
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(snackbar(page)).toContainText('您输入的手机号有误,请重新输入!');
  await page.getByLabel('手机号').fill(users.oneServer.mobile);
  await page.getByLabel('密码').fill('wrong-password');
  await page.getByLabel('密码').press('Enter');
  await expect(snackbar(page)).toContainText('账号或密码错误');
  await snackbar(page).getByRole('button', { name: '关闭' }).click();
  await expect(snackbar(page)).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('SMS login: code sent, 60 s countdown, code read from the cloud, Enter logs in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill(users.oneServer.mobile);
  await page.getByLabel('验证码').fill('12345');
  await page.getByLabel('验证码').press('Enter');
  await expect(snackbar(page)).toContainText('验证码长度不合格!');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(snackbar(page)).toContainText('验证码发送成功,请注意查收');
  await expect(page.getByRole('button', { name: /^(60|59)s后重新发送$/ })).toBeDisabled();
  const code = await cloud.smsCode(request, users.oneServer.mobile);
  await page.getByLabel('验证码').fill(code);
  await page.getByLabel('验证码').press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('remember me survives a browser restart; without it the session ends', async ({
  browser,
  page,
  baseURL,
}) => {
  await loginWithPassword(page, users.oneServer, true);
  const { local } = await storage(page);
  const saved = JSON.parse(local['cache:UserInfo'] ?? '{}');
  expect(saved.ttl).toBe(2_592_000);
  expect(saved.value.level[0].mqttBaseTopic).toBeTruthy();
  // The phone and the flag; the password is kept nowhere in the browser.
  expect(JSON.parse(local['cache:loginInfo'] ?? '{}').value).toEqual({
    phone: users.oneServer.mobile,
    remember: true,
  });
  expect(Object.values(local).some((v) => v?.includes(users.oneServer.password))).toBe(false);

  const restarted = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const again = await restarted.newPage();
  await again.goto('/device/sensor');
  await expect(again).toHaveURL(/\/device\/sensor$/);
  await restarted.close();

  await page.evaluate(() => localStorage.removeItem('greenhouse-hil:cache:UserInfo'));
  const forgetful = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const third = await forgetful.newPage();
  await third.goto('/device/sensor');
  await expect(third).toHaveURL(/\/login$/);
  // The saved login info fills the phone and the flag again, never a password.
  await expect(third.getByLabel('手机号')).toHaveValue(users.oneServer.mobile);
  await expect(third.getByLabel('记住我')).toBeChecked();
  await expect(third.getByLabel('密码', { exact: true })).toHaveValue('');
  await forgetful.close();
});

test('back navigation is blocked on /login and allowed elsewhere', async ({ page }) => {
  await page.goto('/retrieve_password');
  await page.getByRole('link', { name: '返回登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/Retrieve_password$/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
});

test(
  'the login screen shows the date, the licence and the filing links',
  { tag: '@phone' },
  async ({ page }, info) => {
    await page.goto('/login');
    await expect(page.getByTestId('date-display')).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/);
    await expect(page.getByRole('link', { name: /ICP备/ })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await expect(page.getByRole('link', { name: /公网安备/ })).toHaveAttribute('href', /beian\.mps\.gov\.cn/);
    await page.getByRole('button', { name: '软件许可及服务协议' }).click();
    await expect(page.getByRole('dialog', { name: '软件许可及服务协议' })).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/screenshots/login-${info.project.name}.png`,
      fullPage: true,
    });
  },
);
