// The recorded styles (npm run styles:prerender): the home screen's come with index.html and the
// trainer console's with its chunk, and emotion adopts them instead of inserting its own. A style
// changed since the recording is inserted as before, at its cost: this says when to record again.
import type { Page } from '@playwright/test';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { look, stepUntil } from './support/readings.ts';

/** The emotion classes the screen uses, and which of them no recording brought. */
const styleUse = (page: Page) =>
  page.evaluate(() => {
    const adopted = new Set(
      [...document.querySelectorAll('style[data-emotion^="css "]')].flatMap((style) =>
        (style.getAttribute('data-emotion') ?? '').split(' ').slice(1),
      ),
    );
    const used = new Set(
      [...document.querySelectorAll('#root [class*="css-"]')].flatMap((el) =>
        [...el.classList].filter((c) => c.startsWith('css-')).map((c) => c.slice(4)),
      ),
    );
    return {
      adopted: adopted.size,
      used: used.size,
      missing: [...used].filter((name) => !adopted.has(name)),
    };
  });

async function expectRecorded(page: Page, screen: string): Promise<void> {
  const use = await styleUse(page);
  expect(use.adopted, `${screen}: no recorded styles in the page`).toBeGreaterThan(0);
  expect(
    (use.used - use.missing.length) / use.used,
    `${screen}: styles not in the recording (run npm run styles:prerender): ${use.missing.join(' ')}`,
  ).toBeGreaterThanOrEqual(0.9);
}

test('home and the trainer console style with the recorded styles', async ({ page }) => {
  await openAs(page, users.demo, '/');
  const temp = page.locator('[data-testid^="zone-card-"]').first().getByTestId('metric-airTemp');
  await stepUntil(page, () => expect(temp).not.toHaveAttribute('data-value', '', look));
  await expectRecorded(page, 'home');
  await page.getByRole('link', { name: '打开培训控制台' }).click();
  await expect(page.getByTestId('trainer-scenario-details')).toBeVisible();
  await expectRecorded(page, 'trainer console');
});
