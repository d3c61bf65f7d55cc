/**
 * What must hold through the chaos, checked as the run goes and told at once with the simulated
 * time and the seed:
 * - every QoS 1 request is applied once, or refused with a code and a reason the grower is shown;
 *   never applied twice, never acknowledged and then missing, never left without an answer;
 * - every open alarm of a base is in the list and the bell of every logged-in client of that base,
 *   within `boundMs` of the link being back;
 * - after a reboot the configuration is the one the controller had acknowledged (digest);
 * - history has no gap longer than the outage once the link is back;
 * - nothing crashes, warns of a listener leak, or grows its memory by more than 10 %.
 */
import type { RequestOutcome } from './app-client-messages.ts';

export type Violation = { at: number; rule: string; detail: string };

export type RequestRecord = {
  id: string;
  client: number;
  controller: number;
  sentAt: number;
  outcome?: RequestOutcome;
  settledAt?: number;
  /** Seen applied (once) at some check. */
  seenApplied?: boolean;
};

export type Ledger = ReturnType<typeof createLedger>;

export function createLedger(options: {
  seed: number;
  /** Simulated ms an alarm may take to show, or an acknowledged request to be found applied. */
  boundMs: number;
  /**
   * Host ms an alarm may take to show besides: the app's time-outs and retries run on the host's
   * clock (docs/architecture.md), and at the soak's speed a host second is minutes of simulated time.
   */
  hostBoundMs: number;
  print: (line: string) => void;
}) {
  const violations: Violation[] = [];
  const requests = new Map<string, RequestRecord>();
  const told = new Set<string>();
  /** Alarm discrepancies by client and alarm, with when they were first seen (simulated, host). */
  const discrepancies = new Map<string, { sim: number; host: number }>();
  const delivered = new Set<string>();
  const raised = new Set<string>();

  const violate = (at: number, rule: string, detail: string, once = `${rule} ${detail}`) => {
    if (told.has(once)) return;
    told.add(once);
    violations.push({ at, rule, detail });
    options.print(
      `[chaos] VIOLATION at ${new Date(at).toISOString()} (seed ${options.seed}): ${rule}: ${detail}`,
    );
  };

  return {
    violations,
    requests,
    violate,
    sent(record: RequestRecord) {
      requests.set(record.id, record);
    },
    settled(id: string, outcome: RequestOutcome, at: number) {
      const record = requests.get(id);
      if (!record) return;
      if (record.outcome?.ok && !outcome.ok) return; // an answer already shown stays the answer
      record.outcome = outcome;
      record.settledAt = at;
      if (!outcome.ok && (!outcome.code || !outcome.reason))
        violate(at, 'request refused without a reason', id);
    },
    /** `count(id)`: how many records the request made on its controller now. */
    checkRequests(now: number, count: (record: RequestRecord) => number) {
      for (const record of requests.values()) {
        const n = count(record);
        if (n > 1) violate(now, 'request applied twice', `${record.id} (${n} records)`);
        if (n === 1) record.seenApplied = true;
        const due = record.settledAt !== undefined && now - record.settledAt >= options.boundMs;
        if (record.outcome?.ok && due && n === 0)
          violate(now, 'request acknowledged but not applied', record.id);
      }
    },
    /** At the end: every request answered, and its tally. */
    closeRequests(now: number, count: (record: RequestRecord) => number) {
      let applied = 0;
      let refused = 0;
      for (const record of requests.values()) {
        const n = count(record);
        if (n === 1) applied++;
        else if (n === 0 && record.outcome && !record.outcome.ok) refused++;
        else if (n === 0 && !record.outcome)
          violate(now, 'request silently lost (no answer, not applied)', record.id);
      }
      return { sent: requests.size, applied, refused };
    },
    /** One client's alarms against its controller's: `expected` open and unattended alids. */
    checkAlarms(
      now: number,
      client: number,
      expected: readonly number[],
      seen: { open: number[]; all: number[]; bell: number; state: string; error: string | null },
      controller: string,
    ) {
      for (const alid of seen.all) delivered.add(`${client}:${controller}:${alid}`);
      const keys = new Set<string>();
      for (const alid of expected) if (!seen.open.includes(alid)) keys.add(`${client} misses alarm ${alid}`);
      for (const alid of seen.open)
        if (!expected.includes(alid)) keys.add(`${client} shows closed alarm ${alid}`);
      if (seen.bell !== expected.length)
        keys.add(`${client} bell ${seen.bell}, controller ${expected.length} open`);
      if (seen.state !== 'ready')
        keys.add(`${client} alarm list ${seen.state} (${seen.error ?? 'no error'})`);
      for (const key of [...discrepancies.keys()])
        if (key.startsWith(`${client} `) && !keys.has(key)) discrepancies.delete(key);
      const host = performance.now();
      for (const key of keys) {
        const since = discrepancies.get(key) ?? { sim: now, host };
        discrepancies.set(key, since);
        if (now - since.sim >= options.boundMs && host - since.host >= options.hostBoundMs)
          violate(now, 'alarm not shown to a logged-in client', `${key} (base ${controller})`);
      }
    },
    /** A disruption of this client's view (its link, its controller's, a relogin): start counting anew. */
    forgetAlarmDiscrepancies(client: number) {
      for (const key of [...discrepancies.keys()])
        if (key.startsWith(`${client} `)) discrepancies.delete(key);
    },
    alarmRaised(controller: string, alid: number) {
      raised.add(`${controller}:${alid}`);
    },
    alarmTally(clientsOf: (controller: string) => number[]) {
      let expected = 0;
      let got = 0;
      for (const key of raised) {
        const [controller, alid] = key.split(':') as [string, string];
        for (const client of clientsOf(controller)) {
          expected++;
          if (delivered.has(`${client}:${controller}:${alid}`)) got++;
        }
      }
      return { raised: raised.size, expected, delivered: got };
    },
  };
}

/** The longest stretch without a sample in `times` (ms), from `from` to `to`. */
export function longestGap(times: number[], from: number, to: number): number {
  const sorted = [...new Set(times)].filter((t) => t >= from && t <= to).sort((a, b) => a - b);
  let longest = 0;
  let last = from;
  for (const t of sorted) {
    longest = Math.max(longest, t - last);
    last = t;
  }
  return Math.max(longest, to - last);
}
