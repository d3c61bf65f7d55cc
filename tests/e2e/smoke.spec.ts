// Smoke: the production build loads, renders, and logs no errors, on desktop and on a phone.
import { expect, test } from './support/fixtures.ts';

test.describe('smoke', () => {
  test('the app loads and renders into #root', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Greenhouse HIL');
    // Whatever the first screen is (shell today, login later), React must have rendered something.
    await expect(page.locator('#root > *').first()).toBeVisible();
  });

  test('renders on a 360 px phone screen', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Greenhouse HIL');
    await expect(page.locator('#root > *').first()).toBeVisible();
    if (testInfo.project.name === 'phone') {
      expect(page.viewportSize()?.width).toBe(360);
      // Nothing may force sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    const file = `test-results/screenshots/home-${testInfo.project.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
  });
});
