import { describe, expect, it } from 'vitest';
import { createHeldReports, type HeldReport } from './held-reports.ts';

const output = (method: string, oid: number, value = 0): HeldReport => ({
  name: 'system/confack',
  confTyp: 'output',
  method,
  data: method === 'delete' ? { oid } : { oid, value },
});
const actuator = (aid: number, pos: number): HeldReport => ({
  name: 'actuator/cmdack',
  confTyp: 'actuator',
  method: 'report',
  data: { aid, state: 'opening', pos },
});

describe('held reports', () => {
  it("folds an actuator's reports into its last, in the order actuators were first held", () => {
    const held = createHeldReports();
    for (const r of [actuator(1, 10), actuator(2, 5), actuator(1, 20), actuator(2, 6)]) held.hold(r);
    expect(held.take()).toEqual([actuator(1, 20), actuator(2, 6)]);
    expect(held.size).toBe(0);
  });

  it.each([
    [['add', 'update'], { method: 'add', value: 1 }],
    [['update', 'update'], { method: 'update', value: 1 }],
    [['update', 'delete'], { method: 'delete' }],
    [['delete', 'add'], { method: 'update', value: 1 }],
    [['add', 'update', 'delete'], null],
  ])('folds a record’s %j into what the app must end with', (methods, end) => {
    const held = createHeldReports();
    methods.forEach((m, i) => held.hold(output(m, 7, i)));
    const taken = held.take();
    if (end === null) return expect(taken).toEqual([]);
    expect(taken).toHaveLength(1);
    const { method, value } = end as { method: string; value?: number };
    expect(taken[0]).toMatchObject({ method, data: value === undefined ? { oid: 7 } : { oid: 7, value } });
  });

  it('leaves answers, status reports and unkeyed records to be sent at once', () => {
    const held = createHeldReports();
    expect(
      held.hold({ name: 'fertigation/cmdack', confTyp: 'fertigation', method: 'report', data: {} }),
    ).toBe(false);
    expect(held.hold({ name: 'system/confack', confTyp: 'output', method: 'query', data: { oid: 1 } })).toBe(
      false,
    );
    expect(held.hold({ name: 'system/confack', confTyp: 'output', method: 'add', data: {} })).toBe(false);
    expect(held.size).toBe(0);
  });
});
