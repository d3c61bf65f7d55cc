import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../protocol/live/system.ts';
import { isUnattended } from './open-alarms.ts';

const alarm = (over: Partial<AlarmRecord>): AlarmRecord => ({
  alid: 1,
  ts: 0,
  source: 'sensor',
  refId: 1,
  severity: 'warning',
  message: 'high',
  state: 'open',
  clearedAt: null,
  acked: false,
  ...over,
});

describe('isUnattended', () => {
  it('counts open alarms nobody acknowledged, not cleared or acknowledged ones', () => {
    const list = [alarm({}), alarm({ acked: true }), alarm({ state: 'cleared', clearedAt: 5 })];
    expect(list.filter(isUnattended)).toHaveLength(1);
  });
});
