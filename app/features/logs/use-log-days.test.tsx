// @vitest-environment jsdom
// One log list per controller-local day, gathered: entries of every day, the kind asked, and one state.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestWorld, stopTestWorld } from '../../test-support/live-world';
import type { LogEntry } from '../../../protocol/live/system.ts';
import { useLogDays } from './use-log-days';

afterEach(stopTestWorld);

const entry = (lid: number, day: string): LogEntry => ({
  lid,
  ts: Date.parse(`${day}T02:00:00Z`) + lid,
  kind: 'manual',
  aid: 1,
  message: `m${lid}`,
});
const byDay: Record<string, LogEntry[]> = {
  '2024-05-06': [entry(3, '2024-05-06')],
  '2024-05-05': [entry(2, '2024-05-05'), entry(1, '2024-05-05')],
};

function Probe({ days }: { days: string[] }) {
  const logs = useLogDays(days, 'manual', '2024-05-06');
  return (
    <>
      <output data-testid="state">{logs.state}</output>
      <output data-testid="lids">{logs.entries.map((e) => e.lid).join(',')}</output>
      <output data-testid="error">{logs.error ?? ''}</output>
    </>
  );
}

describe('useLogDays', () => {
  it('asks each day for its kind and gathers the entries, newest day first', async () => {
    const asked: unknown[] = [];
    startTestWorld((topic, req) => {
      if (topic !== 'system/conf' || req.confTyp !== 'log') return undefined;
      asked.push(req.para);
      const para = req.para as { date: string };
      return { data: byDay[para.date] ?? [] };
    });
    render(<Probe days={['2024-05-06', '2024-05-05', '2024-05-04']} />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('ready'));
    expect(screen.getByTestId('lids').textContent).toBe('3,2,1');
    expect(asked).toContainEqual({ date: '2024-05-05', kind: 'manual', limit: 1000 });
    expect(asked).toHaveLength(3);
  });

  it('is an error when a day is refused, and idle with no day', async () => {
    startTestWorld((topic, req) => {
      const para = req.para as { date: string };
      if (topic !== 'system/conf') return undefined;
      return para.date === '2024-05-05' ? { code: 2, msg: 'bad date', data: null } : { data: [] };
    });
    render(<Probe days={['2024-05-06', '2024-05-05']} />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error'));
    expect(screen.getByTestId('error').textContent).not.toBe('');
    await stopTestWorld();
    render(<Probe days={[]} />);
    expect(screen.getByTestId('state').textContent).toBe('idle');
  });
});
