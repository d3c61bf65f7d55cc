import { describe, expect, it } from 'vitest';
import type { SystemInfo } from '../../../../protocol/live/system.ts';
import type { LiveQueryResult } from '../../../live/query.ts';
import { countBy, serverState, systemState, uptimeParts } from './server-facts.ts';

describe('server facts', () => {
  it('splits an uptime into days, hours and minutes', () => {
    expect(uptimeParts(0)).toEqual({ d: 0, h: 0, m: 0 });
    expect(uptimeParts(90_061)).toEqual({ d: 1, h: 1, m: 1 });
    expect(uptimeParts(-5)).toEqual({ d: 0, h: 0, m: 0 });
    expect(uptimeParts(Number.NaN)).toEqual({ d: 0, h: 0, m: 0 });
  });
  it('counts device types, most common first', () => {
    expect(countBy(['fan', 'roller', 'roller', 'light'], (k) => k)).toEqual([
      ['roller', 2],
      ['fan', 1],
      ['light', 1],
    ]);
  });
  it('calls a connected base whose controller does not answer "silent"', () => {
    expect(serverState(0, 'ready')).toBe(0);
    expect(serverState(2, undefined)).toBe(2);
    expect(serverState(1, 'ready')).toBe(1);
    expect(serverState(1, 'loading')).toBe(2);
    expect(serverState(1, 'error')).toBe('silent');
  });
  it('shows a system query whose latest ask failed as an error, its older record still kept', () => {
    const result = (over: Partial<LiveQueryResult<SystemInfo>>): LiveQueryResult<SystemInfo> => ({
      state: 'ready',
      data: null,
      error: null,
      notFound: false,
      refreshing: false,
      receivedAt: 0,
      reload: () => undefined,
      ...over,
    });
    expect(systemState(result({}))).toBe('ready');
    expect(systemState(result({ error: 'timed out' }))).toBe('error');
    expect(systemState(result({ state: 'idle' }))).toBe('loading');
    expect(systemState(result({ state: 'offline' }))).toBe('offline');
  });
});
