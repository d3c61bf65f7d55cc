/**
 * Debounces automation's log so it tells changes of decision, not a control loop's oscillation
 * (~2,000 lines per controller-day filled the 5,000-line log in 2.5 days). Per subject (an
 * actuator, else the line's own subject: a fog record, a plan, a strategy) the first change after a
 * quiet spell is logged at once; further changes within the hold are held back and summarised in
 * one line when it ends: the latest decision and how many changes since when. A subject that keeps
 * changing doubles its hold (30 min up to 4 h); one calm hold brings it back. Pure; plain-data state.
 */
import { localMinute } from './local-time.ts';
import type { AutomationLog, GateEntry, LogGate } from './types.ts';

const minute = 60_000;
export const baseHoldMs = 30 * minute;
export const maxHoldMs = 240 * minute;

export type { GateEntry, LogGate } from './types.ts';

/** An actuator's lines share one subject; others by what precedes the first colon (`fog 3`, a plan). */
export function subjectOf(log: AutomationLog): string {
  if (log.aid !== null) return `aid ${log.aid}`;
  const colon = log.message.indexOf(':');
  return `${log.kind} ${colon > 0 ? log.message.slice(0, colon) : log.message}`;
}

const hhmm = (ts: number, utcOffsetMin: number) => {
  const m = Math.floor(localMinute(ts, utcOffsetMin));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function summary(entry: GateEntry, log: AutomationLog, utcOffsetMin: number): AutomationLog {
  const since = hhmm(entry.since ?? entry.at, utcOffsetMin);
  const note = entry.held === 1 ? `since ${since}` : `${entry.held} changes since ${since}`;
  return { ...log, message: `${log.message} [${note}]` };
}

/** The lines to write now out of `logs` (this decision's), and the gate's next state. */
export function gateLogs(
  gate: LogGate,
  logs: readonly AutomationLog[],
  now: number,
  utcOffsetMin: number,
): { logs: AutomationLog[]; gate: LogGate } {
  // The gate is copied on its first change (no closure for it: this runs on every decision).
  let next: LogGate | null = null;
  const out: AutomationLog[] = [];
  // Holds that ended: their held-back changes in one line each; calm ones relax.
  for (const subject in gate) {
    const e = gate[subject];
    if (e === undefined || now - e.at < e.holdMs) continue;
    // A held change is always kept as the latest: held > 0 comes with one.
    if (e.held > 0 && e.latest !== null) {
      out.push(summary(e, e.latest, utcOffsetMin));
      const holdMs = Math.min(maxHoldMs, e.holdMs * 2);
      next ??= { ...gate };
      next[subject] = { at: now, holdMs, held: 0, latest: null, since: null };
    } else if (now - e.at >= 2 * e.holdMs) {
      next ??= { ...gate };
      delete next[subject]; // a whole calm hold after the last line: forgotten, back to the base hold
    }
  }
  for (const log of logs) {
    const subject = subjectOf(log);
    const e = (next ?? gate)[subject];
    // Entries written out, not spread: a spread with fields over it costs several times more.
    let entry: GateEntry;
    if (!e) {
      out.push(log);
      entry = { at: now, holdMs: baseHoldMs, held: 0, latest: null, since: null };
    } else if (e.held === 0 && now - e.at >= e.holdMs) {
      out.push(log);
      entry = { at: now, holdMs: e.holdMs, held: e.held, latest: e.latest, since: e.since };
    } else entry = { at: e.at, holdMs: e.holdMs, held: e.held + 1, latest: log, since: e.since ?? now };
    next ??= { ...gate };
    next[subject] = entry;
  }
  return { logs: out, gate: next ?? gate };
}
