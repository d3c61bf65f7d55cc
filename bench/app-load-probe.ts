// In-page probes of the app-load bench: long tasks, first and largest contentful paint.
import type { Page } from '@playwright/test';

export type LongTask = { start: number; duration: number };
type Probe = { longTasks: LongTask[]; lcp: number };

/** Observes long tasks and LCP from the first byte of every page the bench opens. */
export async function installPerfProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { longTasks: [], lcp: 0 };
    (window as unknown as { __ghPerf: Probe }).__ghPerf = probe;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The long tasks since the last call (and forgets them). */
export async function takeLongTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __ghPerf: Probe }).__ghPerf;
    const tasks = probe.longTasks;
    probe.longTasks = [];
    return tasks;
  });
}

/** FCP and LCP of the page now shown, once the page went quiet (the LCP candidate is final then). */
export async function paintsOf(page: Page): Promise<{ fcp: number; lcp: number }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { fcp, lcp: (window as unknown as { __ghPerf: Probe }).__ghPerf.lcp || NaN };
  });
}
