/** The suite's reports as CI reads them: JUnit XML (a case per expectation) and JSON. */
import { describe, expect, it } from 'vitest';
import type { RunState } from '../../scenarios/player.ts';
import { jsonOf, junitOf, textOf, type SuiteEntry } from '../../scenarios/reporters.ts';

const title = (en: string) => ({ zh: en, en });
const state = (met: boolean): RunState => ({
  running: true,
  name: 'heat & <wave>',
  playId: 'abcd1234',
  startedAt: 0,
  at: 3_600_000,
  durationMs: 3_600_000,
  finished: true,
  timeline: [{ index: 0, at: 0, do: 'narrate', title: title('noon'), note: null, state: 'past' }],
  expectations: [
    { id: 'vents', title: title('vents open'), state: 'met', at: 600_000 },
    met
      ? { id: 'fans', title: title('fans run'), state: 'met', at: 900_000 }
      : { id: 'fans', title: title('fans run'), state: 'missed', at: 3_000_000, detail: title('fan 2 off') },
  ],
});
const entries: SuiteEntry[] = [
  { name: 'heat-wave', passed: false, wallMs: 4000, state: state(false) },
  { name: 'calm-day', passed: true, wallMs: 2000, state: state(true) },
  { name: 'broken', passed: false, wallMs: 0, error: 'broken.scenario.json: step 1: unknown event' },
];

describe('scenario reporters', () => {
  it('write JUnit: a case per expectation, a failure per miss, an error per scenario not played', () => {
    const xml = junitOf(entries);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="scenarios" tests="5" failures="1" errors="1" time="6.000">/,
    );
    expect(xml.match(/<testcase /g)).toHaveLength(5);
    expect(xml).toContain('<testcase classname="scenario.heat-wave" name="fans: fans run" time="2.000">');
    expect(xml).toContain('<failure message="fan 2 off" type="missed">fan 2 off</failure>');
    expect(xml).toContain('<error message="broken.scenario.json: step 1: unknown event">');
    // The timeline report is each scenario's output, escaped.
    expect(xml).toContain('<system-out>scenario heat &amp; &lt;wave&gt; (1h simulated)');
    expect(xml).not.toMatch(/heat & </);
  });

  it('write JSON with the counts and every entry, and text with the misses named', () => {
    const json = JSON.parse(jsonOf(entries)) as { passed: number; missed: number; scenarios: SuiteEntry[] };
    expect(json).toMatchObject({ passed: 1, missed: 2 });
    expect(json.scenarios.map((s) => s.name)).toEqual(['heat-wave', 'calm-day', 'broken']);
    expect(textOf(entries)).toMatch(/1\/3 scenarios met every expectation; missed: heat-wave, broken$/);
  });
});
