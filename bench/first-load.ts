/**
 * `npm run bench:first-load`: the main-thread tasks of a logged-in screen's first load, by CPU time, so
 * two builds compare on a busy machine where Lighthouse's wall-clock figures do not. Chromium's trace of
 * each load (unthrottled, as Lighthouse observes a page before it simulates a 4× slower phone) gives each
 * task's thread time; a task of 12.5 ms or more is a long task at 4×, and the sum of what each one has
 * over 50 ms at 4× is a blocking time like Lighthouse's (from navigation on, not from the first paint).
 * Per screen: the median of `--runs N` loads (default 3, after one that is not counted) and the long
 * tasks of the median load, with what started each. The production build the harness serves
 * (`--build` rebuilds dist/ first; `--only home,history` loads those screens alone). A bench: it prints, never fails on a figure.
 */
import { chromium, type Browser } from '@playwright/test';
import { startHarness } from './lighthouse/harness.ts';

const argOf = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(argOf('--runs') ?? 3);
const settleMs = 6_000;
const cpuSlowdown = 4;
const longTaskMs = 50;

/** The screens Lighthouse audits after login (bench/lighthouse.ts), without the trainer's. */
const screens = [
  ['home', '/'],
  ['history', '/devicedata/historicalData'],
  ['fertigation', '/ferticenter'],
  ['climate', '/automaticSettings/AutomaticEnvironmentControlMain'],
] as const;
/** `--only home,climate`: these screens alone. */
const only = argOf('--only')?.split(',');

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, string | number | boolean | undefined> };
};
type Task = { at: number; ms: number; what: string };
type Load = { blocking: number; tasks: Task[] };

/** The long tasks (at 4×, by thread time) of the page's main thread, from its navigation on. */
function longTasksOf(events: TraceEvent[]): Load {
  const nav = events.find((e) => {
    const data = e.args?.data;
    return (
      e.name === 'navigationStart' &&
      data?.isLoadingMainFrame === true &&
      String(data.documentLoaderURL ?? '').startsWith('http')
    );
  });
  if (!nav) throw new Error('no navigation in the trace');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === main?.tid && e.ph === 'X');
  const tasks: Task[] = [];
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < nav.ts) continue;
    const ms = ((task.tdur ?? task.dur ?? 0) / 1000) * cpuSlowdown;
    if (ms < longTaskMs) continue;
    const end = task.ts + (task.dur ?? 0);
    const inner = onMain.find(
      (e) =>
        e.ts >= task.ts &&
        e.ts < end &&
        ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch'].includes(
          e.name,
        ),
    );
    const url = String(inner?.args?.data?.url ?? inner?.args?.data?.fileName ?? '').replace(/.*\//, '');
    const fn = String(inner?.args?.data?.functionName ?? inner?.args?.data?.type ?? '');
    tasks.push({
      at: (task.ts - nav.ts) / 1000,
      ms,
      what: inner ? `${inner.name} ${url} ${fn}`.trim() : 'browser work',
    });
  }
  return { blocking: tasks.reduce((sum, t) => sum + t.ms - longTaskMs, 0), tasks };
}

async function loadOnce(
  browser: Browser,
  url: string,
  page: Awaited<ReturnType<Browser['newPage']>>,
): Promise<Load> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
      'blink.user_timing',
    ],
  });
  await page.goto(url);
  await page.waitForTimeout(settleMs);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return longTasksOf(trace.traceEvents);
}

async function main(): Promise<void> {
  const harness = await startHarness(process.argv.includes('--build'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    const login = await context.newPage();
    await login.goto(`${harness.url}/login`);
    await login.getByLabel('手机号').fill('13800000000');
    await login.getByLabel('密码').fill('demo123456');
    await login.getByLabel('记住我').check();
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await login.waitForURL((url) => url.pathname === '/');
    await login.close();
    console.log(`First loads, main-thread tasks by CPU time at ${cpuSlowdown}× (median of ${runs})`);
    for (const [name, route] of screens.filter(([n]) => !only || only.includes(n))) {
      const loads: Load[] = [];
      for (let run = 0; run <= runs; run++) {
        const page = await context.newPage();
        const load = await loadOnce(browser, `${harness.url}${route}`, page);
        await page.close();
        // The first load of a screen compiles its code; the grower's every later one finds it cached.
        if (run > 0) loads.push(load);
      }
      loads.sort((a, b) => a.blocking - b.blocking);
      const median = loads[Math.floor(loads.length / 2)]!;
      console.log(
        `  ${name.padEnd(12)} blocking ${median.blocking.toFixed(0).padStart(4)} ms (${loads.map((l) => l.blocking.toFixed(0)).join(', ')}), long tasks ${median.tasks.length}`,
      );
      for (const task of median.tasks)
        console.log(
          `      @${task.at.toFixed(0).padStart(5)} ms ${task.ms.toFixed(0).padStart(4)} ms  ${task.what}`,
        );
    }
  } finally {
    await browser.close();
    await harness.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[first-load] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
