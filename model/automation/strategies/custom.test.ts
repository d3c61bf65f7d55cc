import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../protocol/index.ts';
import { decide } from '../decide.ts';
import { actuator, at, config, input } from '../automation-input.ts';

type Then = Extract<Strategy, { kind: 'custom' }>['params']['then'];
const rule = (window?: { start: string; end: string }, then: Then = { aid: 41, action: 'on' }): Strategy => ({
  stid: 56,
  name: 'rule',
  zoneIds: [1],
  enabled: true,
  priority: 30,
  kind: 'custom',
  params: {
    when: [
      { sid: 11, op: '>', value: 30 },
      { sid: 12, op: '<=', value: 50 },
    ],
    then,
    ...(window ? { window } : {}),
  },
});
const reading = (sid: number, v: number) => ({ sid, zid: 1, type: 'airTemp' as const, v, q: 0 as const });
const run = (a: number, b: number | null, s = rule(), now = at('12:00')) =>
  decide(
    input({
      now,
      config: config({ actuator: [actuator(41, 'switch'), actuator(42, 'roller')], strategy: [s] }),
      readings: b === null ? [reading(11, a)] : [reading(11, a), reading(12, b)],
    }),
  );

describe('custom rules', () => {
  it('acts when every condition holds, and logs an environment entry', () => {
    const d = run(31, 50);
    expect(d.targets[41]).toEqual({ action: 'on' });
    expect(d.logs[0]).toMatchObject({ kind: 'environment', aid: 41 });
    expect(d.logs[0]?.message).toMatch(/sensor 11 31\.0 > 30, sensor 12 50\.0 <= 50/);
  });

  it('does nothing when a condition fails or a reading is missing', () => {
    expect(run(29, 40).targets).toEqual({});
    expect(run(31, 51).targets).toEqual({});
    expect(run(31, null).targets).toEqual({});
  });

  it('acts only within its window, and turns open/close into positions for rollers', () => {
    expect(run(31, 40, rule({ start: '20:00', end: '06:00' })).targets).toEqual({});
    expect(run(31, 40, rule({ start: '20:00', end: '06:00' }), at('23:00')).targets[41]).toEqual({
      action: 'on',
    });
    const open = rule(undefined, { aid: 42, action: 'open' });
    expect(run(31, 40, open).targets[42]).toEqual({ action: 'set', value: 100 });
  });
});
