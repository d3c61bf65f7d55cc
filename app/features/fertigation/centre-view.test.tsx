// @vitest-environment jsdom
// The centre's pieces on fake statuses: the stop reason in words, a dry tank's tone and pump, EC vs target.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { CentreReadings } from './centre-readings';
import { CentreState } from './centre-state';
import { fakeStatus } from './fake-status';
import { TankGauge } from './tank-gauge';

afterEach(cleanup);

const dry = fakeStatus({ state: 'stopped', stopReason: 'tankEmpty', stopTank: 'A罐', ec: 1.9 });

describe('fertigation centre view', () => {
  it('says why dosing stopped in the grower’s words', () => {
    render(<CentreState status={dry} />);
    expect(screen.getByTestId('stop-reason').textContent).toBe('A罐已空，停止配肥');
    expect(screen.getByTestId('centre-state').dataset.state).toBe('stopped');
  });

  it('says dosing when it doses', () => {
    render(<CentreState status={fakeStatus()} />);
    expect(screen.getByRole('status').textContent).toBe('正在配肥');
  });

  it('draws a dry tank empty with its pump off, and offers its refill', () => {
    const tank = dry.tanks[2]!;
    let asked = 0;
    render(<TankGauge tank={tank} stopped onRefill={() => (asked += 1)} />);
    const group = screen.getByRole('group', { name: '酸罐' });
    expect(group.dataset.tone).toBe('empty');
    expect(group.dataset.pump).toBe('off');
    expect(screen.getByTestId('tank-level').textContent).toBe('0.0 L · 0%');
    screen.getByRole('button', { name: '给酸罐补液' }).click();
    expect(asked).toBe(1);
  });

  it('shows EC low against its target and pH on target', () => {
    render(<CentreReadings status={dry} />);
    expect(screen.getByTestId('reading-ec').dataset.tone).toBe('low');
    expect(screen.getByTestId('reading-ec').textContent).toContain('目标 2.6 · 偏低');
    expect(screen.getByTestId('reading-ph').dataset.tone).toBe('ok');
  });
});
