// @vitest-environment jsdom
// The timeline and expectation panels render a run as a trainer reads it; both languages have every key.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { trainerMessages } from '../../i18n/trainer';
import { ActionOutcome, confirmationShownMs } from './action-outcome';
import { ClockPanel } from './clock-panel';
import { ExpectationsPanel } from './expectations-panel';
import { TimelinePanel } from './timeline-panel';
import type { WorldApi } from './world-api';
import type { RunningScenario } from '../../../protocol/sim-world';

const run: RunningScenario = {
  running: true,
  name: 'heat-wave-noon',
  playId: 'k3f9a2c1',
  startedAt: 0,
  at: 12 * 60_000,
  durationMs: 3 * 3_600_000,
  finished: false,
  timeline: [
    { index: 0, at: 0, do: 'narrate', note: 'Morning, vents shut', state: 'past' },
    {
      index: 1,
      at: 10 * 60_000,
      do: 'event',
      title: { zh: '热浪', en: 'Heat wave' },
      note: 'Heat arrives',
      state: 'failed',
      error: 'no weather',
    },
    { index: 2, at: 15 * 60_000, do: 'weather', state: 'coming' },
    { index: 3, at: 20 * 60_000, do: 'narrate', note: 'Watch the vents open', state: 'coming' },
  ],
  expectations: [
    {
      id: 'vents-open',
      title: { zh: '开窗', en: 'Vents open' },
      state: 'met',
      at: 11 * 60_000,
      detail: { zh: '状态 open，位置 85', en: 'state open, position 85' },
    },
    { id: 'alarm', title: 'High temperature alarm', state: 'pending' },
  ],
};

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

describe('trainer panels', () => {
  it('shows how far a jump has come, in farm time and as a bar', () => {
    const from = Date.UTC(2025, 5, 1, 4); // 12:00 at the farm
    const clock = { now: from, speed: 1, paused: false, stepped: false };
    const idle = { busy: false, outcome: null, run: () => undefined };
    const api: Partial<WorldApi> = {};
    const { rerender } = render(<ClockPanel clock={clock} api={api as WorldApi} action={idle} />);
    expect(screen.queryByTestId('trainer-jump-progress')).toBeNull();
    const jump = { from, to: from + 86_400_000, at: from + 21_600_000 };
    rerender(<ClockPanel clock={{ ...clock, jump }} api={api as WorldApi} action={idle} />);
    expect(screen.getByTestId('trainer-jump-progress').textContent).toContain('2025-06-01 18:00');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('shows the elapsed time, every step with its state, and highlights the next note', () => {
    render(<TimelinePanel run={run} title="Heat wave at noon" lang="en" />);
    expect(screen.getByText('Running: Heat wave at noon')).toBeTruthy();
    expect(screen.getByTestId('trainer-run-at').textContent).toBe('12:00 / 3:00:00');
    const steps = screen.getAllByTestId('trainer-step');
    expect(steps.map((s) => s.dataset.state)).toEqual(['past', 'failed', 'coming', 'coming']);
    expect(within(steps[1]!).getByText('no weather')).toBeTruthy();
    expect(steps[3]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('trainer-next-note').textContent).toContain('Watch the vents open');
  });

  it('says no scenario is running when idle', () => {
    render(<TimelinePanel run={{ running: false }} title="" lang="en" />);
    expect(screen.getByText(/No scenario is running/)).toBeTruthy();
  });

  it('lists expectations with their state and when they were met', () => {
    render(<ExpectationsPanel run={run} lang="zh-CN" />);
    const items = screen.getAllByTestId('trainer-expectation');
    expect(items.map((i) => i.dataset.state)).toEqual(['met', 'pending']);
    expect(items[0]!.textContent).toContain('开窗');
    expect(items[0]!.textContent).toContain('at 11:00');
    expect(items[0]!.textContent).toContain('状态 open，位置 85');
    expect(items[0]!.textContent).not.toContain('position');
    expect(screen.getByText('1 met · 1 pending · 0 missed')).toBeTruthy();
  });

  it('lets a confirmation step aside after a while and keeps a refusal until closed', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(
        <ActionOutcome outcome={{ severity: 'success', text: 'Paused', seq: 1 }} />,
      );
      expect(screen.getByTestId('trainer-outcome').textContent).toBe('Paused');
      act(() => void vi.advanceTimersByTime(confirmationShownMs));
      expect(screen.getByTestId('trainer-outcome').textContent).toBe('');
      rerender(<ActionOutcome outcome={{ severity: 'error', text: 'Refused', seq: 2 }} />);
      act(() => void vi.advanceTimersByTime(confirmationShownMs * 3));
      expect(screen.getByTestId('trainer-outcome').textContent).toContain('Refused');
      fireEvent.click(screen.getByTitle('Close'));
      expect(screen.getByTestId('trainer-outcome').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has the same keys and placeholders in zh-CN and en', () => {
    const zh = trainerMessages['zh-CN'];
    const en = trainerMessages.en;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh) as (keyof typeof zh)[])
      expect(holes(en[key]), key).toEqual(holes(zh[key]));
  });
});
