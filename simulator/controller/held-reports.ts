/**
 * Unsolicited reports while the clock catches up (a jump no one watches live): an actuator's state
 * reports and a configuration record's add/update/delete reports are held and folded into what an
 * app has to end up with, then sent once the clock runs live again. A day's jump of the demo farm
 * made 43,000 of them (an actuator report at every move's start and end, an output record at most
 * decisions), each encoded, sent, parsed and checked by the broker for nobody.
 *
 * The fold keeps the end state: the last report of an actuator; a record added and then updated is
 * one add of its last version, added and deleted is nothing, deleted and added again is an update.
 * Held reports go out in the order their keys were first held.
 */
import { confRecords, type BaseTopicName } from '../../protocol/index.ts';
import { isRecord } from '../unknown-data.ts';

export type HeldReport = { name: BaseTopicName; confTyp: string; method: string; data: unknown };

export type HeldReports = {
  /** Holds the report when it folds (true), or leaves it to be sent now (false). */
  hold(report: HeldReport): boolean;
  /** The folded reports in order, emptied. */
  take(): HeldReport[];
  readonly size: number;
};

const recordKeys: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(confRecords).map(([typ, entry]) => [typ, entry.key]),
);

/** The record's or actuator's identity, or undefined for a report that is not folded. */
function keyOf({ name, confTyp, method, data }: HeldReport): string | undefined {
  if (!isRecord(data)) return undefined;
  const field =
    name === 'actuator/cmdack' && method === 'report'
      ? 'aid'
      : name === 'system/confack' && (method === 'add' || method === 'update' || method === 'delete')
        ? recordKeys[confTyp]
        : undefined;
  const id = field === undefined ? undefined : data[field];
  return typeof id === 'number' || typeof id === 'string' ? `${name} ${confTyp} ${id}` : undefined;
}

/** What an earlier held method and a later one amount to; null when they cancel out. */
function folded(earlier: string, later: string): string | null {
  if (later === 'delete') return earlier === 'add' ? null : 'delete';
  if (earlier === 'add') return 'add';
  if (earlier === 'delete') return 'update';
  return later;
}

export function createHeldReports(): HeldReports {
  const held = new Map<string, HeldReport>();
  return {
    hold(report) {
      const key = keyOf(report);
      if (key === undefined) return false;
      const earlier = held.get(key);
      const method = earlier ? folded(earlier.method, report.method) : report.method;
      if (method === null) held.delete(key);
      else if (earlier) held.set(key, { ...report, method });
      else held.set(key, report);
      return true;
    },
    take() {
      const reports = [...held.values()];
      held.clear();
      return reports;
    },
    get size() {
      return held.size;
    },
  };
}
