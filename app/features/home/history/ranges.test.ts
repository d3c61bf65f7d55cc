import { describe, expect, it } from 'vitest';
import { customWindow, describeStep, presetWindow, stepFor } from './ranges';

const H = 3_600_000;
const D = 24 * H;

describe('history ranges', () => {
  it('picks a step that keeps each range near 300-400 points', () => {
    expect(stepFor(D)).toBe(5 * 60_000);
    expect(stepFor(7 * D)).toBe(30 * 60_000);
    expect(stepFor(30 * D)).toBe(2 * H);
    expect(stepFor(H)).toBe(10_000);
    expect(stepFor(15 * 60_000)).toBe(5_000);
    expect(stepFor(1000 * D)).toBe(D);
    for (const span of [H, D, 7 * D, 30 * D, 92 * D]) expect(span / stepFor(span)).toBeLessThanOrEqual(400);
  });
  it('makes preset windows that end now', () => {
    expect(presetWindow('7d', 10 * D)).toEqual({ from: 3 * D, to: 10 * D, step: 30 * 60_000 });
  });
  it('checks a custom range typed on the farm clock', () => {
    const zone = 'Asia/Shanghai';
    const now = Date.parse('2024-06-10T12:00:00+08:00');
    expect(customWindow('2024-06-09T12:00', '2024-06-10T12:00', now, zone)).toEqual({
      ok: true,
      value: { from: now - D, to: now, step: 5 * 60_000 },
    });
    expect(customWindow('', '2024-06-10T12:00', now, zone)).toEqual({ ok: false, error: 'rangeMissing' });
    expect(customWindow('2023-02-29T10:00', '2024-06-10T12:00', now, zone)).toEqual({
      ok: false,
      error: 'rangeMissing',
    });
    expect(customWindow('2024-06-10T12:00', '2024-06-09T12:00', now, zone)).toEqual({
      ok: false,
      error: 'rangeInvalid',
    });
    expect(customWindow('2024-06-09T12:00', '2024-06-10T12:02', now, zone)).toEqual({
      ok: false,
      error: 'rangeFuture',
    });
    expect(customWindow('2024-01-01T00:00', '2024-06-10T00:00', now, zone)).toEqual({
      ok: false,
      error: 'rangeTooLong',
    });
  });
  it('describes a step in the grower’s units', () => {
    expect(describeStep(5 * 60_000)).toEqual({ key: 'stepMinutes', n: 5 });
    expect(describeStep(2 * H)).toEqual({ key: 'stepHours', n: 2 });
    expect(describeStep(D)).toEqual({ key: 'stepDays', n: 1 });
    expect(describeStep(30_000)).toEqual({ key: 'stepSeconds', n: 30 });
  });
});
