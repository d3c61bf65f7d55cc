import { describe, expect, it } from 'vitest';
import type { ActuatorReport } from '../../../protocol/live/actuator.ts';
import { checkDuration, checkPercent, controlPhase, holdCommand, liveView } from './logic';

const report = (over: Partial<ActuatorReport>): ActuatorReport => ({
  aid: 7,
  state: 'closed',
  mode: 'auto',
  since: 1_000,
  ...over,
});

describe('checkPercent', () => {
  it('takes whole numbers 0..100, trimmed', () => {
    expect(checkPercent('0')).toEqual({ ok: true, value: 0 });
    expect(checkPercent(' 45 ')).toEqual({ ok: true, value: 45 });
    expect(checkPercent('100')).toEqual({ ok: true, value: 100 });
  });
  it('refuses empty, negative, fractional, over 100 and non-numbers', () => {
    for (const text of ['', '-1', '12.5', '101', '1e2', 'abc', '5%']) {
      expect(checkPercent(text), text).toEqual({ ok: false, error: 'percentInvalid' });
    }
  });
});

describe('checkDuration', () => {
  it('converts minutes and seconds to seconds', () => {
    expect(checkDuration('10', 'min')).toEqual({ ok: true, value: 600 });
    expect(checkDuration('45', 's')).toEqual({ ok: true, value: 45 });
    expect(checkDuration('1440', 'min')).toEqual({ ok: true, value: 86_400 });
  });
  it('keeps to 1 s..24 h and whole numbers', () => {
    expect(checkDuration('0', 's')).toEqual({ ok: false, error: 'durationInvalid' });
    expect(checkDuration('1441', 'min')).toEqual({ ok: false, error: 'durationInvalid' });
    expect(checkDuration('86401', 's')).toEqual({ ok: false, error: 'durationInvalid' });
    expect(checkDuration('', 'min')).toEqual({ ok: false, error: 'durationInvalid' });
    expect(checkDuration('1.5', 'min')).toEqual({ ok: false, error: 'durationWhole' });
    expect(checkDuration('-3', 's')).toEqual({ ok: false, error: 'durationWhole' });
  });
});

describe('liveView and controlPhase', () => {
  it('is "unknown" and idle before any report', () => {
    const view = liveView('roller', undefined);
    expect(view).toMatchObject({ state: 'unknown', positional: true, moving: false });
    expect(controlPhase(false, view)).toBe('idle');
    expect(controlPhase(true, view)).toBe('sending');
  });
  it('is moving, with its target, while the report says opening or closing', () => {
    const view = liveView('curtain', report({ state: 'opening', pos: 12.4, target: 60 }));
    expect(view).toMatchObject({ moving: true, pos: 12, target: 60 });
    expect(controlPhase(true, view)).toBe('moving');
    expect(controlPhase(false, view)).toBe('moving');
  });
  it('is idle once the position has arrived, and drops a stale target', () => {
    const view = liveView('screen', report({ state: 'stopped', pos: 60, target: 60 }));
    expect(view.target).toBeUndefined();
    expect(controlPhase(false, view)).toBe('idle');
  });
  it('reads on/off kinds, their timed end and jams', () => {
    expect(liveView('fan', report({ state: 'on', until: 9_000 }))).toMatchObject({ on: true, until: 9_000 });
    expect(liveView('fan', report({ state: 'off', until: 9_000 })).until).toBeUndefined();
    expect(liveView('roller', report({ state: 'jammed', pos: 30 })).jammed).toBe(true);
  });
});

describe('holdCommand (take manual control, change nothing)', () => {
  it('stops a position kind where it is', () => {
    expect(holdCommand(liveView('roller', report({ state: 'opening', pos: 5 })), 0)).toEqual({
      action: 'stop',
    });
  });
  it('repeats on/off, keeping what is left of a timed on', () => {
    expect(holdCommand(liveView('light', report({ state: 'off' })), 0)).toEqual({ action: 'off' });
    expect(holdCommand(liveView('light', report({ state: 'on' })), 0)).toEqual({ action: 'on' });
    const timed = liveView('fogger', report({ state: 'on', until: 61_000 }));
    expect(holdCommand(timed, 1_500)).toEqual({ action: 'on', duration: 60 });
    expect(holdCommand(timed, 61_000)).toEqual({ action: 'off' });
  });
});
