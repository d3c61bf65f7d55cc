// @vitest-environment jsdom
// The loading indicator: its spinner is there while loading and gone (not merely hidden) after.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUi } from '../../stores/ui-store';
import { LoadingOverlay } from './loading-overlay';

describe('loading overlay', () => {
  afterEach(() => useUi.setState({ loading: false }));

  it('shows a named spinner while loading, and unmounts it when loading ends', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
    act(() => useUi.setState({ loading: true }));
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    act(() => useUi.setState({ loading: false }));
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });
});
