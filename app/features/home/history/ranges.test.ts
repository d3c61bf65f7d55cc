import { describe, expect, it } from 'vitest';
import { customWindow, describeStep, parseLocal, presetWindow, stepFor } from './ranges';

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
  it('checks a custom range', () => {
    const now = new Date(2024, 5, 10, 12, 0).getTime();
    expect(customWindow('2024-06-09T12:00', '2024-06-10T12:00', now)).toEqual({
      ok: true,
      value: { from: now - D, to: now, step: 5 * 60_000 },
    });
    expect(customWindow('', '2024-06-10T12:00', now)).toEqual({ ok: false, error: 'rangeMissing' });
    expect(customWindow('2024-06-10T12:00', '2024-06-09T12:00', now)).toEqual({
      ok: false,
      error: 'rangeInvalid',
    });
    expect(customWindow('2024-06-09T12:00', '2024-06-11T12:00', now)).toEqual({
      ok: false,
      error: 'rangeFuture',
    });
    expect(customWindow('2024-01-01T00:00', '2024-06-10T00:00', now)).toEqual({
      ok: false,
      error: 'rangeTooLong',
    });
  });
  it('reads datetime-local text as local time and refuses impossible moments', () => {
    expect(parseLocal('2024-02-29T23:59')).toBe(new Date(2024, 1, 29, 23, 59).getTime());
    expect(parseLocal('2023-02-29T10:00')).toBeNull();
    expect(parseLocal('2024-01-01T24:00')).toBeNull();
    expect(parseLocal('yesterday')).toBeNull();
  });
  it('describes a step in the grower’s units', () => {
    expect(describeStep(5 * 60_000)).toEqual({ key: 'stepMinutes', n: 5 });
    expect(describeStep(2 * H)).toEqual({ key: 'stepHours', n: 2 });
    expect(describeStep(D)).toEqual({ key: 'stepDays', n: 1 });
    expect(describeStep(30_000)).toEqual({ key: 'stepSeconds', n: 30 });
  });
});
