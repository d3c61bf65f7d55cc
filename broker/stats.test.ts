import { describe, expect, it } from 'vitest';
import { createStats } from './stats.ts';

describe('stats', () => {
  it('counts clients, messages per second over completed seconds, denials and violations', () => {
    let now = 1_000_000;
    const stats = createStats(() => now);
    stats.connected('app-1', { kind: 'app', mobile: '138', bases: [] });
    stats.connected('ctl-1', { kind: 'controller', sn: 'GH0001', base: 'farm/gh-1' });
    for (let i = 0; i < 30; i++) stats.published('ctl-1', 'farm/gh-1/sensor/data');
    now += 1000;
    stats.denied('subscribe');
    expect(stats.violation('app-1', 'farm/gh-1/system/conf', 'para: bad', false)).toBe(1);
    expect(stats.violation('app-1', 'farm/gh-1/system/conf', 'para: worse', true)).toBe(2);
    stats.disconnected('app-1');
    const snap = stats.snapshot();
    expect(snap.clients).toMatchObject({ connected: 1, total: 2, byKind: { controller: 1, app: 0 } });
    expect(snap.messages.received).toBe(30);
    expect(snap.messages.perSecond).toBeCloseTo(30 / 9);
    expect(snap.messages.byTopic).toEqual({ 'farm/gh-1/sensor/data': 30 });
    expect(snap.denied).toEqual({ auth: 0, subscribe: 1, publish: 0 });
    expect(snap.violations).toEqual({
      total: 2,
      dropped: 1,
      byClient: { 'app-1': { 'farm/gh-1/system/conf': { count: 2, lastReason: 'para: worse' } } },
    });
  });
});
