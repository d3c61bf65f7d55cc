// The notifier's "new alarm" detection: only unsolicited add reports of an open, unacknowledged alarm.
import { describe, expect, it } from 'vitest';
import { grantedNotification, newAlarmOf } from './new-alarm';

const record = {
  alid: 4,
  ts: 1_750_000_000_000,
  source: 'sensor',
  refId: 1,
  severity: 'warning',
  message: '温度 high',
  state: 'open',
  clearedAt: null,
  acked: false,
};
const report = { code: 0, qryId: null, confTyp: 'alarm', method: 'add', data: record };

describe('newAlarmOf', () => {
  it('takes an unsolicited add report of an open alarm', () => {
    expect(newAlarmOf('system/confack', report)?.alid).toBe(4);
  });
  it('ignores the asked list, updates, other confTyps and topics, cleared or acked alarms and bad data', () => {
    expect(newAlarmOf('system/confack', { ...report, qryId: 'q1' })).toBeNull();
    expect(newAlarmOf('system/confack', { ...report, method: 'update' })).toBeNull();
    expect(newAlarmOf('system/confack', { ...report, confTyp: 'log' })).toBeNull();
    expect(newAlarmOf('system/cmdack', report)).toBeNull();
    expect(newAlarmOf('system/confack', { ...report, code: 2 })).toBeNull();
    expect(
      newAlarmOf('system/confack', { ...report, data: { ...record, state: 'cleared', clearedAt: 1 } }),
    ).toBeNull();
    expect(newAlarmOf('system/confack', { ...report, data: { ...record, acked: true } })).toBeNull();
    expect(newAlarmOf('system/confack', { ...report, data: { alid: 'x' } })).toBeNull();
  });
});

describe('grantedNotification', () => {
  it('is the Notification API only where the grower granted it', () => {
    const Api = Object.assign(function N() {}, { permission: 'granted' });
    expect(grantedNotification({ Notification: Api })).toBe(Api);
    expect(grantedNotification({ Notification: { ...Api, permission: 'default' } })).toBeNull();
    expect(grantedNotification({})).toBeNull();
  });
});
