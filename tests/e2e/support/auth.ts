// Steps the specs share: log in through the login screen or open a screen already signed in, open
// the user menu, read the app's storage.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { loginResponse, restEndpoints } from '../../../protocol/rest.ts';
import { z } from '../../../protocol/zod-mini.ts';
import { expect } from './fixtures.ts';
import { signedInStorage } from './signed-in.ts';

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

/** The device id the signed-in pages of this worker log in with (the cloud counts attempts per device). */
const device = `e2e-${randomUUID()}`;

/**
 * Opens `path` signed in as `user`, without the login screen: the cloud's login call as the form
 * posts it, then what the app keeps after that login (support/signed-in.ts), written before the
 * app's first script runs. The app then starts as it does for a grower who reloads a signed-in tab.
 * For specs about the screens behind the login (a form login costs each about 0.6 s); the login
 * form's own specs use loginWithPassword.
 */
export async function openAs(page: Page, user: { mobile: string; password: string }, path: string) {
  const response = await page.request.post(restEndpoints.login.path, {
    data: { mobile: user.mobile, password: user.password, uuid: device, agent: 'e2e' },
  });
  expect(response.ok(), `login of ${user.mobile}: HTTP ${response.status()}`).toBe(true);
  const answer = z.parse(loginResponse, await response.json());
  expect(answer.status, `login of ${user.mobile}: ${answer.msg}`).toBe(1);
  const stored = signedInStorage(answer.data!, user.mobile, Date.now());
  // Once per tab, in the app's own page: a later logout or storage change in the spec is not undone by
  // the next load, and a frame without storage (an opaque origin's) is left alone.
  await page.addInitScript(({ local, session }) => {
    if (window !== window.top) return;
    try {
      if (sessionStorage.getItem('e2e-signed-in') !== null) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    } catch {
      // No storage here (an opaque origin): nothing to sign in.
    }
  }, stored);
  await page.goto(path);
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
