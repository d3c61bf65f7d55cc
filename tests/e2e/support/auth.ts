// Steps the auth specs share: log in through the login screen, open the user menu, log out.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Logs in by password on /login and waits for the page it lands on (home unless told). */
export async function loginWithPassword(
  page: Page,
  user: { mobile: string; password: string },
  remember = false,
  landing: (url: URL) => boolean = (url) => url.pathname === '/',
) {
  await page.goto('/login');
  await page.getByLabel('手机号').fill(user.mobile);
  await page.getByLabel('密码').fill(user.password);
  if (remember) await page.getByLabel('记住我').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** Opens the header's user menu. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  return page.getByRole('menu');
}

/** The top snackbar. */
export const snackbar = (page: Page) => page.getByTestId('snackbar');

/** The app's own storage items (prefix greenhouse-hil:), from localStorage and sessionStorage. */
export function storage(page: Page) {
  return page.evaluate(() => {
    const read = (s: Storage) =>
      Object.fromEntries(
        Array.from({ length: s.length }, (_, i) => s.key(i) ?? '')
          .filter((k) => k.startsWith('greenhouse-hil:'))
          .map((k) => [k.slice('greenhouse-hil:'.length), s.getItem(k)]),
      );
    return { local: read(localStorage), session: read(sessionStorage) };
  });
}
