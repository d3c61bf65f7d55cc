/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package) in Debian's Chromium against the production
 * build served by the harness: performance, accessibility and best practices of /login and of the
 * home screen (logged in), goal 95 each. Lighthouse 12 has no PWA category any more, so Chromium's own
 * installability check (CDP Page.getInstallabilityErrors) is printed instead. A bench: prints, never fails
 * on a score. `--build` rebuilds dist/ first (else only when it is missing); `--only trainer,login`
 * audits only the pages named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startHarness } from './lighthouse/harness.ts';

const categories = ['performance', 'accessibility', 'best-practices'] as const;
const goal = 95;
const debuggingPort = Number(process.env.GH_LIGHTHOUSE_PORT ?? 9333);
const saveAt = process.argv.indexOf('--save');
const samples = process.argv.includes('--samples');
const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
/** `--only trainer,home`: audit only these pages (names of the table below, `login` for /login). */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : null;
const wanted = (name: string) => only === null || only.has(name);
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--remote-debugging-port=${debuggingPort}`,
];

/** The logged-in screens audited after /login (app/router.tsx): the grower's daily ones and the trainer's. */
const loggedInPages = [
  ['home', '/'],
  ['history', '/devicedata/historicalData'],
  ['fertigation', '/ferticenter'],
  ['climate', '/automaticSettings/AutomaticEnvironmentControlMain'],
  ['trainer', '/trainer'],
] as const;
const unknownPages = [...(only ?? [])].filter(
  (name) => name !== 'login' && !loggedInPages.some(([page]) => page === name),
);
if (unknownPages.length > 0) {
  console.error(
    `[lighthouse] --only: unknown page ${unknownPages.join(', ')} (login, ${loggedInPages.map(([p]) => p).join(', ')})`,
  );
  process.exit(2);
}

type Row = { page: string; url: string; scores: Record<string, number | null> };

async function audit(page: string, url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Keep the login the bench set up (the home screen needs it).
    disableStorageReset: true,
    // `--samples`: the saved traces carry V8's CPU samples too (what ran in a long task; it slows the page).
    ...(samples ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const lhr = result.lhr;
  // `--save DIR`: the full reports, to read an audit's details (Lighthouse's viewer opens them), and
  // the traces they were computed from (Chromium's performance panel opens them).
  if (saveDir) {
    const name = page.replace(/\W/g, '') || 'page';
    fs.writeFileSync(path.join(saveDir, `${name}.json`), result.report as string);
    fs.writeFileSync(path.join(saveDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) console.log(`[lighthouse] ${page}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((c) => [
      c,
      lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
    ]),
  );
  for (const c of categories) {
    const failing = (lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) => a !== undefined && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
      );
    if (failing.length > 0) console.log(`  ${page} ${c}: below 90: ${failing.map((a) => a!.id).join(', ')}`);
    // Accessibility and best practices: name the elements, so a finding can be fixed.
    if (c === 'performance') continue;
    for (const a of failing)
      for (const item of itemsOf(a!.details).slice(0, 3)) console.log(`    ${a!.id}: ${item}`);
  }
  return { page, url: lhr.finalDisplayedUrl, scores };
}

async function main(): Promise<void> {
  const harness = await startHarness(process.argv.includes('--build'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-lighthouse-'));
  // One persistent profile: Lighthouse's tab shares the storage the bench logs in with.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
    locale: 'zh-CN',
  });
  try {
    const rows: Row[] = wanted('login') ? [await audit('/login', `${harness.url}/login`)] : [];
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${harness.url}/login`);
    await page.getByLabel('手机号').fill('13800000000');
    await page.getByLabel('密码').fill('demo123456');
    await page.getByLabel('记住我').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    for (const [name, route] of loggedInPages)
      if (wanted(name)) rows.push(await audit(name, `${harness.url}${route}`));
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    printTable(rows);
    console.log(
      "\nPWA (Lighthouse 12 removed the category; Chromium's installability check of the home page):",
    );
    console.log(
      installabilityErrors.length === 0
        ? '  installable: no installability errors'
        : installabilityErrors
            .map(
              (e) =>
                `  not installable: ${e.errorId} ${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(' ')}`,
            )
            .join('\n'),
    );
  } finally {
    await browser.close();
    await harness.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** A short line per item of an audit's details table: the element's snippet, or the item's text. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const node = item.node as { snippet?: string; explanation?: string } | undefined;
    const text = node?.snippet ?? JSON.stringify(item);
    const why = node?.explanation ? ` ${node.explanation.split('\n').slice(-1)[0] ?? ''}` : '';
    return `${text.length > 120 ? `${text.slice(0, 120)}…` : text}${why}`;
  });
}

function printTable(rows: Row[]): void {
  console.log(`\nLighthouse (mobile emulation, simulated throttling; goal ${goal} each)`);
  console.log(`  ${'page'.padEnd(12)} ${categories.map((c) => c.padStart(15)).join('')}  final URL`);
  for (const row of rows) {
    const cells = categories.map((c) => {
      const score = row.scores[c];
      return `${score ?? '-'}${score !== null && score !== undefined && score < goal ? ' !' : '  '}`.padStart(
        15,
      );
    });
    console.log(`  ${row.page.padEnd(12)} ${cells.join('')}  ${row.url}`);
  }
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
