/**
 * Every scenario of the library (scenarios/*.scenario.{ts,json}, discovered: new files join by
 * themselves) loads, and passes `--check`: played in a world of its own on a stepped clock, every
 * step applied and every expectation met. A miss prints the timeline report.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../scripts/scenario-check.ts';
import { loadLibrary } from '../../scenarios/load.ts';
import { reportOf } from '../../scenarios/report.ts';

const { scenarios, problems } = await loadLibrary();

describe('the scenario library', () => {
  it('has no file the loader rejects', () => {
    expect(problems).toEqual([]);
    expect(scenarios.length).toBeGreaterThanOrEqual(3);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))(
    '%s passes --check',
    async (_name, def) => {
      const result = await checkScenario(def);
      const report = reportOf(result.state, result.wallMs);
      console.log(report);
      expect(result.passed, report).toBe(true);
    },
    180_000,
  );
});
