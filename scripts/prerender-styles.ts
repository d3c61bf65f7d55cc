/**
 * `npm run styles:prerender`: records the styles emotion inserts on the built home screen (phone and
 * desktop width, live readings shown) into scripts/first-screen-styles.json, which the build writes
 * into index.html (scripts/first-screen-styles.ts), and those the trainer console adds to them into
 * app/features/trainer/recorded-styles.json, which its chunk hands to emotion
 * (app/components/adopted-styles.tsx). Empties both and builds dist/ first, so that every style is inserted
 * while it is watched, then builds dist/ again with the new recordings.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startHarness } from '../bench/lighthouse/harness.ts';
import { demoMobile, demoPassword } from '../fixtures/index.ts';
import { firstScreenStylesFile, recordedStylesSchema, type RecordedStyles } from './first-screen-styles.ts';

const root = path.resolve(import.meta.dirname, '..');
const widths = [360, 1280];
const trainerStylesFile = path.join(root, 'app/features/trainer/recorded-styles.json');

function build(): void {
  const run = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_SIMULATED: 'true' },
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

async function login(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('手机号').fill(demoMobile);
  await page.getByLabel('密码').fill(demoPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

/** Waits until emotion has inserted nothing new for two seconds (the screen's late panels included). */
async function settled(page: Page): Promise<void> {
  let count = -1;
  for (;;) {
    const now = (await insertedRules(page)).length;
    if (now === count) return;
    count = now;
    await page.waitForTimeout(2_000);
  }
}

/** Home at each width, every zone card showing a live air temperature; then the trainer console. */
async function record(url: string): Promise<{ home: string[]; trainer: string[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const home: string[] = [];
  const trainer: string[] = [];
  const add = (to: string[], rules: string[]) => {
    for (const rule of rules) if (!home.includes(rule) && !to.includes(rule)) to.push(rule);
  };
  try {
    for (const width of widths) {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 800 } });
      const page = await context.newPage();
      await login(page, url);
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
      await settled(page);
      add(home, await insertedRules(page));
      await page.goto(`${url}/trainer`);
      await page.getByTestId('trainer-scenario-details').waitFor();
      await settled(page);
      add(trainer, await insertedRules(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { home, trainer };
}

function recording(from: string, rules: string[]): RecordedStyles {
  return recordedStylesSchema.parse({
    recordedFrom: widths.map((w) => `${from} at ${w} px`),
    names: [...new Set(rules.map(nameOf).filter((n): n is string => n !== undefined))],
    css: rules.join(''),
  });
}

function write(file: string, styles: RecordedStyles): void {
  fs.writeFileSync(file, `${JSON.stringify(styles, null, 2)}\n`);
  console.log(
    `[styles] ${styles.names.length} styles, ${styles.css.length} characters of CSS -> ${path.relative(root, file)}`,
  );
}

const none: RecordedStyles = { recordedFrom: [], names: [], css: '' };
write(firstScreenStylesFile, none);
write(trainerStylesFile, none);
build();
const harness = await startHarness(false);
try {
  const rules = await record(harness.url);
  write(firstScreenStylesFile, recording('/', rules.home));
  write(trainerStylesFile, recording('/trainer', rules.trainer));
} finally {
  await harness.stop();
}
build();
