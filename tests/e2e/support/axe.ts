// The accessibility suite's steps: visit a screen without reloading the app, and audit it with axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** One axe violation on one screen. */
export type Violation = { url: string; rule: string; impact: string; targets: string[]; summary: string };

/**
 * The app's frame (header, desktop drawer, phone tabs) is the same on every screen: it is audited
 * whole on the first screen after login (`withShell`) and left out on the others, for time.
 */
const shell = ['header.MuiAppBar-root', '[data-testid="docked-nav"]', '.MuiBottomNavigation-root'];

/** Colours are measured at rest: a button fading from disabled to enabled is not a violation. */
export const stillPage = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
      document.head.append(style);
    }),
  );

/**
 * Goes to a URL inside the app without reloading it (the router takes the popstate as a navigation,
 * with the history index it would have written), then waits for the new screen's heading and the
 * end of its loading state. A screen whose heading stays (the same screen again) is loaded afresh.
 */
export async function visit(page: Page, url: string) {
  const before = await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-a11y-seen', ''));
    const heading = document.querySelector('h1')?.textContent ?? '';
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 },
      '',
      to,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return heading;
  }, url);
  // A new screen mounts a new heading; the same screen with another query string retitles its own.
  const changed = (was: string) => {
    const h = document.querySelector('h1');
    return h !== null && (!h.hasAttribute('data-a11y-seen') || h.textContent !== was);
  };
  const shown = await page.waitForFunction(changed, before, { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await expect(page.getByTestId('screen-loading'), `${url} still loading`).toHaveCount(0);
}

/** axe on the page as it is now (or on `include` only): its violations are added to `found`. */
export async function audit(
  page: Page,
  url: string,
  found: Violation[],
  { withShell = false, include }: { withShell?: boolean; include?: string } = {},
) {
  // axe stays in the page across client-side navigations: its source is injected once per load.
  const loaded = await page.evaluate(() => 'axe' in window);
  let axe = new AxeBuilder(loaded ? { page, axeSource: ';' } : { page })
    // Only violations are collected: passes and incomplete results cost time and are not read.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself; the default mode opens a blank page per analysis to merge the
    // results of frames, which costs time for nothing here (the app has no frames).
    .setLegacyMode();
  if (include) axe = axe.include(include);
  else if (!withShell) for (const part of shell) axe = axe.exclude(part);
  const result = await axe.analyze();
  for (const v of result.violations) {
    found.push({
      url,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? v.help,
    });
  }
}

/** Violations counted by impact and rule, e.g. { 'serious color-contrast': 3 }. */
export function countByRule(found: Violation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of found) counts[`${f.impact} ${f.rule}`] = (counts[`${f.impact} ${f.rule}`] ?? 0) + 1;
  return counts;
}
