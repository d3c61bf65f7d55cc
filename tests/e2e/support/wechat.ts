// Reaching the cloud's WeChat stand-in QR page the way a grower does: the login screen's WeChat button.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A fixed device uuid, so the state the QR page carries is known. */
export const DEVICE_UUID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
export const DEVICE_STATE = DEVICE_UUID.replaceAll('-', '_');

/** Opens the QR page from /login. A build with WeChat not configured (no app id: a production build
 * without VITE_SIMULATED=true) disables the button; the page is then opened with the same query. */
export async function openQrPage(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate((uuid) => localStorage.setItem('greenhouse-hil:uuid', uuid), DEVICE_UUID);
  const button = page.getByRole('button', { name: '微信登录' });
  if (await button.isEnabled()) {
    await button.click();
  } else {
    const origin = new URL(page.url()).origin;
    const query = new URLSearchParams({
      appid: 'wx-e2e',
      redirect_uri: `${origin}/auth_check`,
      state: DEVICE_STATE,
    });
    await page.goto(`/sim/wechat/qr?${query}`);
  }
  await expect(page.getByRole('heading', { name: '微信扫码登录（模拟）' })).toBeVisible();
  await expect(page.getByText(DEVICE_STATE)).toBeVisible();
}

/** "Scans" with the stand-in page's link whose text matches. */
export async function scan(page: Page, link: RegExp | string): Promise<void> {
  await page.getByRole('link', { name: link }).first().click();
}
