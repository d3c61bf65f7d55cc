/**
 * `npm run styles:prerender`: records the styles emotion inserts on the built home screen (phone and
 * desktop width, live readings shown) into scripts/first-screen-styles.json, which the build writes
 * into index.html (scripts/first-screen-styles.ts). Builds dist/ without the recording first, so that
 * every style of the screen is inserted while it is watched, then builds dist/ again with the new one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startHarness } from '../bench/lighthouse/harness.ts';
import { demoMobile, demoPassword } from '../fixtures/index.ts';
import {
  firstScreenStylesFile,
  firstScreenStylesSchema,
  type FirstScreenStyles,
} from './first-screen-styles.ts';

const root = path.resolve(import.meta.dirname, '..');
const widths = [360, 1280];

function build(withStyles: boolean): void {
  const run = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_SIMULATED: 'true', GH_FIRST_SCREEN_STYLES: withStyles ? 'on' : 'off' },
  });
  if (run.status !== 0) throw new Error('vite build failed');
}

/** The rules emotion inserted (its `css` sheets, not the global ones), in their order. */
const insertedRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((style) =>
      [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    ),
  );

/** Each rule's emotion name: the class `css-<name>`, or a keyframes' `animation-…`. */
function nameOf(rule: string): string | undefined {
  return /\.css-([A-Za-z0-9_-]+)/.exec(rule)?.[1] ?? /@keyframes (animation-[A-Za-z0-9_-]+)/.exec(rule)?.[1];
}

async function record(url: string): Promise<FirstScreenStyles> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const rules: string[] = [];
  try {
    for (const width of widths) {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${url}/login`);
      await page.getByLabel('手机号').fill(demoMobile);
      await page.getByLabel('密码').fill(demoPassword);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/');
      // Every zone card showing a live air temperature: the screen as a grower sees it.
      await page.waitForFunction(() => {
        const cards = [...document.querySelectorAll('[data-testid^="zone-card-"]')];
        return (
          cards.length > 0 &&
          cards.every(
            (card) =>
              /\d\s*°C/.test(card.textContent ?? '') && card.querySelector('[data-testid="zone-alarms"]'),
          )
        );
      });
      for (const rule of await insertedRules(page)) if (!rules.includes(rule)) rules.push(rule);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const names = [...new Set(rules.map(nameOf).filter((n): n is string => n !== undefined))];
  return firstScreenStylesSchema.parse({
    recordedFrom: widths.map((w) => `/ at ${w} px`),
    names,
    css: rules.join(''),
  });
}

build(false);
const harness = await startHarness(false);
try {
  const styles = await record(harness.url);
  fs.writeFileSync(firstScreenStylesFile, `${JSON.stringify(styles, null, 2)}\n`);
  console.log(
    `[styles] ${styles.names.length} styles, ${styles.css.length} characters of CSS -> ${path.relative(root, firstScreenStylesFile)}`,
  );
} finally {
  await harness.stop();
}
build(true);
