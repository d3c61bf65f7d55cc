// Register tab, /Register_Success and /retrieve_password, against the simulated cloud.
import { snackbar } from './support/auth.ts';
import { cloud, users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

const newPhone = '13700000042';

test.beforeEach(async ({ request }) => {
  await cloud.reset(request);
});

test('register, then the login tab with the phone prefilled, then log in', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '注册' }).click();
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(snackbar(page)).toContainText('请先输入手机号！');
  await page.getByLabel('手机号').fill(newPhone);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(snackbar(page)).toContainText('请先阅读并同意协议！');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(snackbar(page)).toContainText('输入有误，请检查！');

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(snackbar(page)).toContainText('验证码发送成功,请注意查收');
  await expect(page.getByRole('button', { name: /s后重新发送$/ })).toBeDisabled();
  const password = page.getByLabel('密码', { exact: true });
  await password.fill('secret123');
  await page.getByRole('button', { name: '显示密码' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByLabel('验证码').fill(await cloud.smsCode(request, newPhone));
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(snackbar(page)).toContainText('注册成功');

  // After 2 s: the login tab, the phone filled in.
  await expect(page.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 4_000,
  });
  await expect(page.getByLabel('手机号')).toHaveValue(newPhone);
  await page.getByLabel('密码').fill('secret123');
  await page.getByLabel('密码').press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // A new account has no server: the grower is told to ask an administrator.
  await expect(page.getByTestId('no-server')).toHaveText('您还没有绑定服务器，请联系管理员绑定');
});

test('a phone already registered cannot get a registration code', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '注册' }).click();
  await page.getByLabel('手机号').fill(users.oneServer.mobile);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(snackbar(page)).toContainText('该手机号已注册');
  await expect(page.getByRole('button', { name: '发送验证码' })).toBeEnabled();
});

test('/Register_Success leads to the login tab with the registered phone', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(
    (p) => localStorage.setItem('greenhouse-hil:registeredPhone', JSON.stringify(p)),
    newPhone,
  );
  await page.goto('/Register_Success');
  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('手机号')).toHaveValue(newPhone);
});

test('forgotten password: reset by SMS code, then log in with the new one', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
  await page.getByLabel('手机号').fill(users.oneServer.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(snackbar(page)).toContainText('验证码发送成功,请注意查收');
  await page.getByLabel('验证码').fill(await cloud.smsCode(request, users.oneServer.mobile));
  await page.getByLabel('新密码', { exact: true }).fill('brandnew1');
  await page.getByLabel('再次输入新密码').fill('brandnew2');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(snackbar(page)).toContainText('两次输入的密码不一致');
  await page.getByLabel('再次输入新密码').fill('brandnew1');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(snackbar(page)).toContainText('密码已重置');
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('手机号')).toHaveValue(users.oneServer.mobile);
  await page.getByLabel('密码').fill(users.oneServer.password);
  await page.getByLabel('密码').press('Enter');
  await expect(snackbar(page)).toContainText('账号或密码错误');
  await page.getByLabel('密码').fill('brandnew1');
  await page.getByLabel('密码').press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
