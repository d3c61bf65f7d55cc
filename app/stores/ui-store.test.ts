import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBases, setServers } from './bases-store';
import { closeSnackbar, hideLoading, LOADING_TIMEOUT_MS, showLoading, showSnackbar, useUi } from './ui-store';

describe('global UI', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearBases();
    closeSnackbar();
    hideLoading();
  });
  afterEach(() => vi.useRealTimers());

  it('the snackbar lasts 3 s unless told otherwise, and a new message replaces the shown one', () => {
    showSnackbar('一');
    const first = useUi.getState().snack;
    expect(first).toMatchObject({ message: '一', durationMs: 3000 });
    showSnackbar('二', { durationMs: 2000 });
    expect(useUi.getState().snack).toMatchObject({ message: '二', durationMs: 2000 });
    expect(useUi.getState().snack?.id).not.toBe(first?.id);
    showSnackbar('  ');
    expect(useUi.getState().snack?.message).toBe('二');
  });

  it('the loading indicator needs a bound server, else the no-server snackbar', () => {
    expect(showLoading()).toBe(false);
    expect(useUi.getState().loading).toBe(false);
    expect(useUi.getState().snack?.message).toBe('您还没有绑定服务器，请联系管理员绑定');
  });

  it('the loading indicator times out after 25 s', () => {
    setServers([{ sn: 'A', mqttBaseTopic: 'farm/a' }]);
    expect(showLoading()).toBe(true);
    vi.advanceTimersByTime(LOADING_TIMEOUT_MS - 1);
    expect(useUi.getState().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useUi.getState().loading).toBe(false);
    expect(LOADING_TIMEOUT_MS).toBe(25_000);
  });
});
