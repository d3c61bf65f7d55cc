// Accessibility: axe-core on every route of the route table, in zh-CN and English,
// at desktop width and (tagged @phone) at 360 px: no serious or critical violation on any screen,
// so every control has an accessible name in both languages. One logged-in page visits the screens
// in turn by client-side navigation.
import type { Page } from '@playwright/test';
import { en } from '../../app/i18n/en.ts';
import { zhCN } from '../../app/i18n/zh-CN.ts';
import { appRoutes, instances, sameScreenAs, urlsOf } from './support/app-routes.ts';
import { audit, countByRule, stillPage, visit, type Violation } from './support/axe.ts';
import { openAs } from './support/auth.ts';
import { users } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';

/** Impacts that fail the suite (moderate and minor ones are listed in the attachment only). */
const failing = new Set(['serious', 'critical']);

/** Read when a test first needs it (not while Playwright lists the suite). */
let read: ReturnType<typeof appRoutes> | undefined;
const routeTable = () => (read ??= appRoutes());

type Lang = 'zh-CN' | 'en';
const words = (lang: Lang) => (lang === 'en' ? en : zhCN);

/** Home, signed in, still in `lang` (the login form itself is audited with the public screens). */
async function signedIn(page: Page, lang: Lang) {
  await openAs(page, users.demo, '/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Each language's sweep is cut into tests well inside the default test time-out: one for the public
 * screens and the frame, then the protected screens dealt to `parts` more (i % parts). A part is
 * about a dozen screens (0.6 s each at a load of 12) after its language, sign-in and reset (2 s):
 * more parts would spend the suite's time logging in again.
 */
const parts = 6;
const inPart = <T>(all: readonly T[], part: number) => all.filter((_, i) => i % parts === part);

/** The login page in `lang` (the choice is kept for the pages after it). */
async function chooseLanguage(page: Page, lang: Lang) {
  await page.goto('/login');
  if (lang === 'en') await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The screens outside the login guard, logged out: the login form (both tabs) and the others. */
async function auditPublic(page: Page, lang: Lang, found: Violation[]) {
  await audit(page, '/login', found);
  await page.getByRole('tab', { name: words(lang).common.register }).click();
  await audit(page, '/login (register)', found);
  // From /login (allowBack false) the router refuses history navigations: load these afresh.
  for (const url of urlsOf(routeTable().public).filter((u) => u !== '/login')) {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    await audit(page, url, found);
  }
}

/** The frame once (header, navigation, user menu; the phone's menu drawer), then every screen. */
async function auditFrame(page: Page, lang: Lang, phone: boolean, found: Violation[]) {
  const { shell } = words(lang);
  await audit(page, '/', found, { withShell: true });
  await page.getByRole('button', { name: shell.userMenu }).click();
  // The menu's list is a chunk loaded on the first open (app/components/layout/user-menu.tsx).
  await expect(page.getByRole('menu')).toBeVisible();
  await audit(page, '/ (user menu)', found, { include: '.MuiPopover-root' });
  await page.keyboard.press('Escape');
  if (phone) {
    await page.getByRole('button', { name: shell.tabMenu, exact: true }).click();
    // The phone's menu is a chunk loaded on idle or on the first open (app/components/layout/nav-drawer.tsx).
    await expect(page.getByRole('dialog', { name: shell.tabMenu })).toBeVisible();
    await audit(page, '/ (menu)', found, { include: '.MuiDrawer-modal' });
    await page.keyboard.press('Escape');
  }
  await expect(page.locator('.MuiPopover-root, .MuiDrawer-modal')).toHaveCount(0);
}

/** This part's share of the screens behind the login guard, and of the not-found page. */
async function auditProtected(page: Page, part: number, found: Violation[]) {
  const urls = [...urlsOf(routeTable().protected).filter((u) => u !== '/'), '/no-such-page'];
  for (const url of inPart(urls, part)) {
    await visit(page, url);
    await audit(page, url, found);
  }
}

test.describe('accessibility of every route', () => {
  // Its tests share nothing: dealt to both workers, not queued behind each other on one while the
  // other runs out of specs (fullyParallel: false elsewhere).
  test.describe.configure({ mode: 'parallel' });
  test('the route table is read whole; every named instance and alias is a real route', () => {
    const table = routeTable();
    const all = [...table.public, ...table.protected];
    expect(all.length).toBeGreaterThan(60);
    expect(table.notFound).toBe(true);
    for (const path of [
      ...Object.keys(instances),
      ...Object.keys(sameScreenAs),
      ...Object.values(sameScreenAs),
    ])
      expect(all, `${path} is a route`).toContain(path);
    // Redirects are skipped on purpose (their targets are visited); a new one is named here.
    expect(table.redirects.sort()).toEqual(['/backEndController/BackEndView', '/backEndDevice/BackTabs']);
  });

  for (const lang of ['zh-CN', 'en'] as const)
    for (let part = -1; part < parts; part++)
      test(
        part < 0
          ? `${lang}: no serious or critical violation on the public screens and the frame`
          : `${lang}: no serious or critical violation on any screen, part ${part + 1} of ${parts}`,
        { tag: '@phone' },
        async ({ page }, info) => {
          const started = Date.now();
          const found: Violation[] = [];
          await stillPage(page);
          await chooseLanguage(page, lang);
          if (part < 0) await auditPublic(page, lang, found);
          await signedIn(page, lang);
          if (part < 0) await auditFrame(page, lang, info.project.name === 'phone', found);
          else await auditProtected(page, part, found);

          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`axe ${lang} part ${part + 1} ${info.project.name}: ${seconds} s`, countByRule(found));
          await info.attach('axe-violations.json', {
            body: JSON.stringify(
              { lang, part: part + 1, project: info.project.name, seconds, found },
              null,
              2,
            ),
            contentType: 'application/json',
          });
          const serious = found.filter((f) => failing.has(f.impact));
          expect(serious, `serious or critical axe violations (${lang}, ${info.project.name})`).toEqual([]);
        },
      );
});
