/** The log screens' rows: which entries each route shows, names for ids, filters and paging. */
import type { Actuator, ActuatorKind } from '../../../protocol/live/actuator.ts';
import type { LogEntry } from '../../../protocol/live/system.ts';

/** The four log routes. */
export type LogView = 'manual' | 'curtain' | 'autoVentilation' | 'environment';

/** Curtain moves: any entry (manual or automation) whose actuator is a curtain or a screen. */
const curtainKinds: readonly ActuatorKind[] = ['curtain', 'screen'];

/** The kind asked of the controller for a view (undefined: every kind, filtered here). */
export const queryKindOf = (view: LogView): LogEntry['kind'] | undefined =>
  view === 'curtain' ? undefined : view;

export type LogRow = {
  lid: number;
  ts: number;
  kind: LogEntry['kind'];
  aid: number | null;
  actuator: string;
  /** The zones of the entry's actuators (several for an automation entry naming several). */
  zids: number[];
  zone: string;
  message: string;
};

export type LogFilter = { zid: number | 'all'; text: string };

/**
 * The actuators of an entry: its aid, or, for an automation entry about several (aid null), those its
 * message names as "name (aid)", the way the controller writes them.
 */
function actuatorsOf(e: LogEntry, actuators: readonly Actuator[], byAid: Map<number, Actuator>): Actuator[] {
  if (e.aid !== null) {
    const a = byAid.get(e.aid);
    return a ? [a] : [];
  }
  return actuators.filter((a) => e.message.includes(`${a.name} (${a.aid})`));
}

/** The entries of a view with actuator and zone names, newest first. */
export function logRows(
  view: LogView,
  entries: readonly LogEntry[],
  actuators: readonly Actuator[],
  zoneNames: ReadonlyMap<number, string>,
): LogRow[] {
  const byAid = new Map(actuators.map((a) => [a.aid, a]));
  const rows: LogRow[] = [];
  for (const e of entries) {
    if (view !== 'curtain' && e.kind !== view) continue;
    const own = actuatorsOf(e, actuators, byAid);
    if (view === 'curtain' && !own.some((a) => curtainKinds.includes(a.kind))) continue;
    const zids = [...new Set(own.flatMap((a) => (a.zid === null ? [] : [a.zid])))];
    const single = e.aid === null ? undefined : byAid.get(e.aid);
    rows.push({
      lid: e.lid,
      ts: e.ts,
      kind: e.kind,
      aid: e.aid,
      actuator: single?.name ?? (e.aid === null ? '' : `#${e.aid}`),
      zids,
      zone: zids.map((z) => zoneNames.get(z) ?? `#${z}`).join('、'),
      message: e.message,
    });
  }
  return rows.sort((x, y) => y.ts - x.ts || y.lid - x.lid);
}

/** Rows of one zone (or all) whose actuator, zone or message contains the text (any case). */
export function filterRows(rows: readonly LogRow[], filter: LogFilter): LogRow[] {
  const text = filter.text.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (filter.zid === 'all' || r.zids.includes(filter.zid)) &&
      (!text || [r.actuator, r.zone, r.message].some((s) => s.toLowerCase().includes(text))),
  );
}

export const PAGE_SIZE = 50;

/** One page (0-based, clamped to the last) of the rows, with its bounds for "1–50 of 120". */
export function pageOf<T>(rows: readonly T[], page: number, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const index = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const items = rows.slice(index * size, index * size + size);
  return { items, index, pages, total: rows.length };
}
