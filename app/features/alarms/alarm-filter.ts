// The alarm centre's filters (open / past / all, severity, zone, source), kept in the URL query.
import type { AlarmRecord } from '../../../protocol/live/system.ts';

export type AlarmView = 'open' | 'past' | 'all';
export type AlarmFilter = {
  view: AlarmView;
  severity: AlarmRecord['severity'] | null;
  source: AlarmRecord['source'] | null;
  /** f_zone_id of the alarm's source; null = every zone. */
  zone: number | null;
};

const views: readonly AlarmView[] = ['open', 'past', 'all'];
const severities: readonly AlarmRecord['severity'][] = ['info', 'warning', 'critical'];
const sources: readonly AlarmRecord['source'][] = ['sensor', 'irrigation', 'fertigation', 'device'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;

/** Reads the filter from the URL query; unknown values fall back to "open, everything". */
export function filterFromQuery(query: URLSearchParams): AlarmFilter {
  const zone = Number(query.get('zone'));
  return {
    view: oneOf(views, query.get('view')) ?? 'open',
    severity: oneOf(severities, query.get('severity')),
    source: oneOf(sources, query.get('source')),
    zone: Number.isInteger(zone) && zone > 0 ? zone : null,
  };
}

/** The URL query of a filter: only what differs from the default. */
export function queryOfFilter(filter: AlarmFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.view !== 'open') query.set('view', filter.view);
  if (filter.severity) query.set('severity', filter.severity);
  if (filter.source) query.set('source', filter.source);
  if (filter.zone !== null) query.set('zone', String(filter.zone));
  return query;
}

/** The alarms the filter keeps, newest first; `zoneOf` names the zone of an alarm's source. */
export function filterAlarms(
  alarms: readonly AlarmRecord[],
  filter: AlarmFilter,
  zoneOf: (alarm: AlarmRecord) => number | null,
): AlarmRecord[] {
  return alarms
    .filter(
      (a) =>
        (filter.view === 'all' || (filter.view === 'open') === (a.state === 'open')) &&
        (filter.severity === null || a.severity === filter.severity) &&
        (filter.source === null || a.source === filter.source) &&
        (filter.zone === null || zoneOf(a) === filter.zone),
    )
    .sort((a, b) => b.ts - a.ts || b.alid - a.alid);
}

/** How long an alarm was (or has been, until `now`) open, in whole minutes, hours and days. */
export function alarmDuration(alarm: AlarmRecord, now: number): { unit: 'm' | 'h' | 'd'; value: number } {
  // Whole minutes, cut towards zero (as dayjs's diff did).
  const minutes = Math.max(0, Math.trunc(((alarm.clearedAt ?? now) - alarm.ts) / 60_000));
  if (minutes < 60) return { unit: 'm', value: minutes };
  if (minutes < 48 * 60) return { unit: 'h', value: Math.floor(minutes / 60) };
  return { unit: 'd', value: Math.floor(minutes / 1440) };
}
