// The console's pure logic: languages, farm time, run clocks, the next note and the expectation counts.
import { describe, expect, it } from 'vitest';
import {
  expectationCounts,
  farmDateTime,
  localize,
  nextNoteIndex,
  progressPercent,
  runClock,
} from './console-logic';
import { runAction } from './use-console-action';
import type { RunStep } from '../../../protocol/sim-world';

const step = (index: number, state: RunStep['state'], note?: string): RunStep => ({
  index,
  at: index * 60_000,
  do: 'narrate',
  state,
  note,
});

describe('console logic', () => {
  it('localizes two-language texts and passes one-language ones through', () => {
    expect(localize({ zh: '热浪', en: 'Heat wave' }, 'zh-CN')).toBe('热浪');
    expect(localize({ zh: '热浪', en: 'Heat wave' }, 'en')).toBe('Heat wave');
    expect(localize('plain', 'zh-CN')).toBe('plain');
    expect(localize(null, 'en')).toBe('');
  });

  it('shows farm time in Asia/Shanghai whatever the browser zone', () => {
    expect(farmDateTime(Date.UTC(2026, 10, 25, 16, 30, 5))).toBe('2026-11-26 00:30:05');
  });

  it('writes run clocks as m:ss, h:mm:ss and days', () => {
    expect(runClock(0)).toBe('0:00');
    expect(runClock(754_000)).toBe('12:34');
    expect(runClock(3_900_000)).toBe('1:05:00');
    expect(runClock(26 * 3_600_000)).toBe('1d 2:00:00');
    expect(runClock(-30_000)).toBe('-0:30');
  });

  it('highlights the first coming step that has a note, skipping past, failed and silent ones', () => {
    expect(
      nextNoteIndex([
        step(0, 'past', 'a'),
        step(1, 'failed', 'b'),
        step(2, 'coming'),
        step(3, 'coming', 'd'),
      ]),
    ).toBe(3);
    expect(nextNoteIndex([step(0, 'past', 'a')])).toBe(-1);
  });

  it('counts expectation states and bounds the progress', () => {
    const e = (state: 'pending' | 'met' | 'missed') => ({ id: state, state });
    expect(expectationCounts([e('met'), e('met'), e('missed'), e('pending')])).toEqual({
      pending: 1,
      met: 2,
      missed: 1,
    });
    expect(progressPercent(30, 60)).toBe(50);
    expect(progressPercent(90, 60)).toBe(100);
    expect(progressPercent(5, 0)).toBe(100);
  });

  it("turns an action's failure into the refusal text, and success into the confirmation", async () => {
    const refuse = (m: string) => `refused: ${m}`;
    expect(
      await runAction(
        () => Promise.resolve(3),
        (n) => `ok ${n}`,
        refuse,
      ),
    ).toEqual({ severity: 'success', text: 'ok 3' });
    expect(
      await runAction(
        () => Promise.reject(new Error('no')),
        () => 'ok',
        refuse,
      ),
    ).toEqual({
      severity: 'error',
      text: 'refused: no',
    });
  });
});
