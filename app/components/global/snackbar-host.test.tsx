// @vitest-environment jsdom
// The snackbar drawn without MUI: the message with its severity, closes by itself after its time
// (held while pointed at), and by its close button.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSnackbar, showSnackbar } from '../../stores/ui-store';
import { SnackbarHost } from './snackbar-host';

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => closeSnackbar());
    cleanup();
    vi.useRealTimers();
  });

  it('shows the message with its severity and hides it after its time', () => {
    render(<SnackbarHost />);
    expect(screen.queryByTestId('snackbar')).toBeNull();
    act(() => showSnackbar('已保存', { severity: 'success', durationMs: 3_000 }));
    expect(screen.getByTestId('snackbar').textContent).toContain('已保存');
    expect(screen.getByTestId('snackbar').className).toContain('--success');
    act(() => void vi.advanceTimersByTime(2_900));
    expect(screen.queryByTestId('snackbar')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('holds while pointed at, restarts its time for a new message, and closes by its button', () => {
    render(<SnackbarHost />);
    act(() => showSnackbar('第一条', { durationMs: 2_000 }));
    fireEvent.mouseEnter(screen.getByTestId('snackbar').parentElement!);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('snackbar').textContent).toContain('第一条');
    fireEvent.mouseLeave(screen.getByTestId('snackbar').parentElement!);
    act(() => void vi.advanceTimersByTime(1_500));
    act(() => showSnackbar('第二条', { durationMs: 2_000 }));
    act(() => void vi.advanceTimersByTime(1_500));
    expect(screen.getByTestId('snackbar').textContent).toContain('第二条');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });
});
