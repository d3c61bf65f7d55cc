// The class board as CSV (RFC 4180, CRLF, the logs' field escaping): one row per trainee.
import type { ActiveClass } from '../../../../protocol/sim-class';
import { csvField } from '../../logs/log-csv';
import { farmDateTime, runClock } from '../console-logic';

export type ClassCsvHeaders = {
  trainee: string;
  phone: string;
  base: string;
  online: string;
  alarms: string;
  last: string;
  lastAt: string;
};

/** Header row then one row per trainee; each exercise expectation adds its state and the time it took. */
export function buildClassCsv(state: ActiveClass, h: ClassCsvHeaders): string {
  const ids = state.exercise?.expectations.map((e) => e.id) ?? [];
  const head = [
    h.trainee,
    h.phone,
    h.base,
    h.online,
    h.alarms,
    h.last,
    h.lastAt,
    ...ids.flatMap((id) => [id, `${id} (time)`]),
  ];
  const rows = state.trainees.map((t) => {
    const results = new Map(t.exercise.map((e) => [e.id, e]));
    return [
      String(t.index),
      t.mobile,
      t.baseName,
      t.online ? '1' : '0',
      String(t.openAlarms),
      t.last?.text ?? '',
      t.last ? farmDateTime(t.last.at) : '',
      ...ids.flatMap((id) => {
        const r = results.get(id);
        return [r?.state ?? '', r?.tookMs != null ? runClock(r.tookMs) : ''];
      }),
    ];
  });
  return [head, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** class-2026-11-29-1405.csv, by the farm time of the export. */
export function classCsvName(now: number): string {
  return `class-${farmDateTime(now).slice(0, 16).replace(' ', '-').replace(':', '')}.csv`;
}
