/**
 * A checked suite as CI systems read it: JUnit XML (one test case per expectation, the timeline report
 * as each scenario's output) or JSON for tools. A scenario that could not be played (a bad file, a
 * world that did not start) is one failed case with the reason.
 */
import type { RunState } from './player.ts';
import { reportOf } from './report.ts';

/** One scenario of a suite: its final state when it was played, else why not. */
export type SuiteEntry = {
  name: string;
  passed: boolean;
  wallMs: number;
  state?: RunState;
  error?: string;
};

export type Reporter = 'text' | 'junit' | 'json';
export const reporters: readonly Reporter[] = ['text', 'junit', 'json'];

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function casesOf(entry: SuiteEntry): string[] {
  const suite = `scenario.${entry.name}`;
  if (!entry.state) {
    const why = entry.error ?? 'not played';
    return [
      `    <testcase classname="${xml(suite)}" name="plays" time="${seconds(entry.wallMs)}">`,
      `      <error message="${xml(why)}">${xml(why)}</error>`,
      `    </testcase>`,
    ];
  }
  const state = entry.state;
  const each = entry.wallMs / Math.max(1, state.expectations.length);
  const failedSteps = state.timeline.filter((s) => s.state === 'failed');
  const cases = state.expectations.map((e) => {
    const head = `    <testcase classname="${xml(suite)}" name="${xml(`${e.id}: ${e.title.en}`)}" time="${seconds(each)}">`;
    if (e.state === 'met') return `${head}</testcase>`;
    const why = e.detail?.en ?? (e.state === 'pending' ? 'not judged by the end' : 'missed');
    return `${head}\n      <failure message="${xml(why)}" type="${e.state}">${xml(why)}</failure>\n    </testcase>`;
  });
  if (failedSteps.length > 0)
    cases.push(
      `    <testcase classname="${xml(suite)}" name="timeline" time="0">`,
      `      <failure message="${failedSteps.length} steps failed">${xml(
        failedSteps.map((s) => `${s.do} ${s.title.en}: ${s.error ?? ''}`).join('\n'),
      )}</failure>`,
      `    </testcase>`,
    );
  return cases;
}

export function junitOf(entries: readonly SuiteEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const tests = entries.reduce((n, e) => n + Math.max(1, e.state?.expectations.length ?? 1), 0);
  const failures = entries.reduce(
    (n, e) => n + (e.state?.expectations.filter((x) => x.state !== 'met').length ?? 0),
    0,
  );
  const errors = entries.filter((e) => !e.state).length;
  const time = seconds(entries.reduce((n, e) => n + e.wallMs, 0));
  lines.push(
    `<testsuites name="scenarios" tests="${tests}" failures="${failures}" errors="${errors}" time="${time}">`,
  );
  for (const entry of entries) {
    const n = Math.max(1, entry.state?.expectations.length ?? 1);
    const missed = entry.state?.expectations.filter((x) => x.state !== 'met').length ?? 0;
    lines.push(
      `  <testsuite name="${xml(entry.name)}" tests="${n}" failures="${missed}" errors="${entry.state ? 0 : 1}" time="${seconds(entry.wallMs)}">`,
      ...casesOf(entry),
      `    <system-out>${xml(entry.state ? reportOf(entry.state, entry.wallMs) : (entry.error ?? ''))}</system-out>`,
      '  </testsuite>',
    );
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

export function jsonOf(entries: readonly SuiteEntry[]): string {
  return `${JSON.stringify(
    {
      passed: entries.filter((e) => e.passed).length,
      missed: entries.filter((e) => !e.passed).length,
      scenarios: entries,
    },
    null,
    2,
  )}\n`;
}

export function textOf(entries: readonly SuiteEntry[]): string {
  const lines = entries.map((e) =>
    e.state ? reportOf(e.state, e.wallMs) : `scenario ${e.name}: not played: ${e.error ?? 'unknown'}`,
  );
  const missed = entries.filter((e) => !e.passed).map((e) => e.name);
  lines.push(
    `${entries.length - missed.length}/${entries.length} scenarios met every expectation` +
      (missed.length ? `; missed: ${missed.join(', ')}` : ''),
  );
  return lines.join('\n\n');
}

export const formatSuite = { text: textOf, junit: junitOf, json: jsonOf } satisfies Record<
  Reporter,
  (entries: readonly SuiteEntry[]) => string
>;
