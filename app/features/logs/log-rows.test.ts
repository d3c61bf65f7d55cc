// Which entries each log route shows, with names, filters, paging and their CSV.
import { describe, expect, it } from 'vitest';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import type { LogEntry } from '../../../protocol/live/system.ts';
import { buildLogCsv, csvField, logCsvName } from './log-csv';
import { filterRows, logRows, pageOf, queryKindOf } from './log-rows';

const act = (aid: number, name: string, zid: number | null, kind: Actuator['kind']): Actuator => ({
  aid,
  name,
  zid,
  kind,
  interlocks: [],
  enabled: true,
});
const actuators = [
  act(1, '东侧天窗', 10, 'roller'),
  act(2, '外遮阳', 10, 'screen'),
  act(3, '内保温', 20, 'curtain'),
];
const zones = new Map([
  [10, '一号棚'],
  [20, '二号棚'],
]);
const entry = (lid: number, kind: LogEntry['kind'], aid: number | null, message: string): LogEntry => ({
  lid,
  ts: 1_000 * lid,
  kind,
  aid,
  message,
});
const entries = [
  entry(1, 'manual', 1, '东侧天窗: open'),
  entry(2, 'environment', 2, '外遮阳 → 80%'),
  entry(3, 'autoVentilation', 1, '风速大, 关窗'),
  entry(4, 'manual', 3, '内保温: close'),
  entry(5, 'system', null, '控制器启动'),
  entry(6, 'manual', 9, 'gone: on'),
];

describe('log rows', () => {
  it('shows one kind per route, newest first, with actuator and zone names', () => {
    const rows = logRows('manual', entries, actuators, zones);
    expect(rows.map((r) => r.lid)).toEqual([6, 4, 1]);
    expect(rows[1]).toMatchObject({ actuator: '内保温', zids: [20], zone: '二号棚' });
    expect(rows[0]).toMatchObject({ actuator: '#9', zids: [], zone: '' });
    expect(queryKindOf('manual')).toBe('manual');
  });

  it('shows every curtain or screen move, manual or automatic, as curtain moves', () => {
    expect(queryKindOf('curtain')).toBeUndefined();
    expect(logRows('curtain', entries, actuators, zones).map((r) => r.lid)).toEqual([4, 2]);
  });

  it('places an automation entry about several actuators in each of their zones', () => {
    const several = entry(7, 'environment', null, 'curtain 3: 外遮阳 (2), 内保温 (3) set 0%');
    const [row] = logRows('environment', [several], actuators, zones);
    expect(row).toMatchObject({ actuator: '', zids: [10, 20], zone: '一号棚、二号棚' });
    expect(filterRows([row!], { zid: 20, text: '' })).toHaveLength(1);
    expect(logRows('curtain', [several], actuators, zones)).toHaveLength(1);
    expect(
      logRows(
        'curtain',
        [entry(8, 'autoVentilation', null, 'rollFilm: 东侧天窗 (1) set 0%')],
        actuators,
        zones,
      ),
    ).toEqual([]);
  });

  it('filters by zone and by text in actuator, zone or message', () => {
    const rows = logRows('manual', entries, actuators, zones);
    expect(filterRows(rows, { zid: 10, text: '' }).map((r) => r.lid)).toEqual([1]);
    expect(filterRows(rows, { zid: 30, text: '' })).toEqual([]);
    expect(filterRows(rows, { zid: 'all', text: ' 二号 ' }).map((r) => r.lid)).toEqual([4]);
    expect(filterRows(rows, { zid: 'all', text: 'OPEN' }).map((r) => r.lid)).toEqual([1]);
  });

  it('pages rows and clamps the page to the last', () => {
    const rows = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(rows, 0)).toMatchObject({ index: 0, pages: 3, total: 120 });
    expect(pageOf(rows, 2).items).toEqual(rows.slice(100));
    expect(pageOf(rows, 9).index).toBe(2);
    expect(pageOf([], 3)).toMatchObject({ index: 0, pages: 1, items: [] });
  });

  it('writes the rows as CSV, quoting and defusing formulas', () => {
    const rows = logRows('manual', entries.slice(0, 4), actuators, zones);
    const csv = buildLogCsv(rows, { time: '时间', actuator: '设备', zone: '分区', message: '内容' }, (ts) =>
      String(ts),
    );
    expect(csv).toBe(
      '时间,设备,分区,内容\r\n4000,内保温,二号棚,内保温: close\r\n1000,东侧天窗,一号棚,东侧天窗: open\r\n',
    );
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(logCsvName('manual', '2024-05-01', '2024-05-01')).toBe('logs-manual-2024-05-01.csv');
  });
});
