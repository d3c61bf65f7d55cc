/**
 * The chaos soak, short and with a fixed seed (`npm run soak -- chaos` is the day-long bench):
 * two bases and two logged-in growers for two simulated hours on a stepped clock, meeting every
 * kind of fault once (broker SIGKILL, link loss, power cut, a damaged state file at boot, dropped and
 * delayed acks, a grower's bad payloads, an expired token, a cloud restart), and not one invariant
 * broken: every request applied once or refused with a reason, every alarm on every client's bell,
 * the acknowledged configuration after every reboot, history back after every outage, no crash.
 */
import { describe, expect, it } from 'vitest';
import { faultKinds } from '../../bench/chaos/plan.ts';
import { runChaos } from '../../bench/chaos/run.ts';
import { chaosTable } from '../../bench/chaos/table.ts';

describe('a world under random faults', () => {
  it(
    'keeps every invariant through two simulated hours of every kind of fault (seed 7)',
    { timeout: 120_000 },
    async () => {
      const lines: string[] = [];
      const result = await runChaos({
        seed: 7,
        hours: 2,
        controllers: 2,
        clients: 2,
        faultEveryMs: 6 * 3_600_000, // each kind once, few more: a short run, not a long one
        requestEveryMs: 3 * 60_000,
        print: (line) => void lines.push(line),
      });
      const table = chaosTable(result);
      expect(result.violations, `${lines.join('\n')}\n${table}`).toEqual([]);
      for (const kind of faultKinds) expect(result.faults[kind], kind).toBeGreaterThanOrEqual(1);
      expect(result.requests.sent).toBeGreaterThan(0);
      expect(result.requests.applied + result.requests.refused).toBe(result.requests.sent);
      expect(result.reboots).toBeGreaterThanOrEqual(2);
    },
  );
});
