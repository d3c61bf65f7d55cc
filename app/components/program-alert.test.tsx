// @vitest-environment jsdom
// The program alert: a running program offers pause and stop, a paused one resume, an idle one nothing; busy disables.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IrrigationStatus } from '../../protocol/live/irrigation.ts';
import '../i18n';
import type { IrrigationProgram } from '../live/hooks/use-irrigation-program.ts';
import { ProgramAlert } from './program-alert';

afterEach(cleanup);

const idle: IrrigationStatus = {
  state: 'idle',
  pid: null,
  vid: null,
  valveIndex: 0,
  valveCount: 0,
  remainingS: 0,
  startedAt: null,
};

function program(status: Partial<IrrigationStatus>, more: Partial<IrrigationProgram> = {}) {
  const sent: string[] = [];
  const value: IrrigationProgram = {
    status: { ...idle, ...status },
    statusError: null,
    pending: null,
    error: null,
    command: (action) => {
      sent.push(action);
      return Promise.resolve(true);
    },
    ...more,
  };
  return { value, sent };
}

describe('ProgramAlert', () => {
  it('offers pause and stop while running, and sends them', () => {
    const { value, sent } = program({ state: 'running', pid: 3 });
    render(<ProgramAlert program={value} text="计划 3 正在运行" />);
    const alert = screen.getByTestId('program-status');
    expect(alert.dataset.state).toBe('running');
    expect(alert.dataset.pid).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    expect(sent).toEqual(['pause', 'stop']);
  });

  it('offers resume when paused; every button waits while a command is in flight', () => {
    const { value } = program({ state: 'paused', pid: 3 }, { pending: 'stop' });
    render(<ProgramAlert program={value} text="已暂停" />);
    expect(screen.getByRole('button', { name: '继续' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '停止' })).toHaveProperty('disabled', true);
  });

  it('has no controls when idle, tells the idle state and shows the last refusal under its content', () => {
    const { value } = program({}, { error: '控制器拒绝了请求' });
    render(
      <ProgramAlert program={value} text="没有程序" idleState="auto">
        <p>start here</p>
      </ProgramAlert>,
    );
    const alert = screen.getByTestId('program-status');
    expect(alert.dataset.state).toBe('auto');
    expect(alert.dataset.pid).toBeUndefined();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('program-error').textContent).toBe('控制器拒绝了请求');
    expect(screen.getByText('start here')).toBeTruthy();
  });
});
