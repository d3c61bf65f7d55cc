// @vitest-environment jsdom
// The installable app: registration only where wanted, the update prompt's round trip with Workbox's
// registerSW mocked at its boundary, the start-up connectivity decision and the offline shell.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { offlineAtStart, serverReachable } from './connectivity';
import { OfflineShell } from './offline-shell';
import { usePwa } from './pwa-store';
import { startServiceWorker, wantsServiceWorker } from './register';
import { UpdatePrompt } from './update-prompt';

type Options = { onNeedRefresh?: () => void };
const sw = vi.hoisted(() => ({ options: undefined as Options | undefined, updates: [] as boolean[] }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: Options) => {
    sw.options = options;
    return (reload?: boolean) => {
      sw.updates.push(reload ?? false);
      return Promise.resolve();
    };
  },
}));

const web = { production: true, native: false, supported: true };

beforeEach(async () => {
  await setLanguage('zh-CN');
  usePwa.setState({ updateWaiting: false, applyUpdate: null, offered: false });
  sw.options = undefined;
  sw.updates = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('service worker registration', () => {
  it('runs only in a built web app: not in dev (MSW), not inside the native app, not without support', () => {
    expect(wantsServiceWorker(web)).toBe(true);
    expect(wantsServiceWorker({ ...web, production: false })).toBe(false);
    expect(wantsServiceWorker({ ...web, native: true })).toBe(false);
    expect(wantsServiceWorker({ ...web, supported: false })).toBe(false);
  });

  it('a waiting worker opens the prompt once; later closes it; reload activates the new version', async () => {
    expect(await startServiceWorker({ ...web, production: false })).toBe(false);
    expect(sw.options).toBeUndefined();
    expect(await startServiceWorker(web)).toBe(true);
    render(<UpdatePrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => sw.options?.onNeedRefresh?.());
    const dialog = await screen.findByRole('dialog', { name: '发现新版本' });
    expect(dialog.textContent).toContain('重新载入后生效');
    fireEvent.click(screen.getByRole('button', { name: '稍后再说' }));
    expect(usePwa.getState().updateWaiting).toBe(false);
    act(() => sw.options?.onNeedRefresh?.());
    expect(usePwa.getState().updateWaiting).toBe(false);
    expect(sw.updates).toEqual([]);

    usePwa.setState({ updateWaiting: true });
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: '重新载入' }));
      return Promise.resolve();
    });
    expect(sw.updates).toEqual([true]);
  });
});

describe('start-up connectivity', () => {
  const answers = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
  const fails = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

  it('offline when the browser says so, online when the page came over the network', async () => {
    expect(await offlineAtStart({ onLine: false, fromServiceWorker: false, fetch: answers })).toBe(true);
    expect(await offlineAtStart({ onLine: true, fromServiceWorker: false, fetch: fails })).toBe(false);
    expect(fails).not.toHaveBeenCalled();
  });

  it('a page from the service worker asks the server past the cache; any answer means online', async () => {
    expect(await offlineAtStart({ onLine: true, fromServiceWorker: true, fetch: answers })).toBe(false);
    expect(await offlineAtStart({ onLine: true, fromServiceWorker: true, fetch: fails })).toBe(true);
    const [url, init] = answers.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/manifest\.webmanifest\?reachable=\d+$/);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
    const error = () => Promise.resolve(new Response(null, { status: 503 }));
    expect(await serverReachable({ fetch: error })).toBe(true);
  });
});

describe('offline shell', () => {
  it('says that live data needs the connection, in zh-CN and English', async () => {
    render(<OfflineShell reachable={() => Promise.resolve(false)} onReconnect={() => undefined} />);
    expect(screen.getByRole('heading', { name: '没有网络连接' })).toBeTruthy();
    expect(screen.getByText(/实时数据/)).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'No network connection' })).toBeTruthy();
    expect(screen.getByText(/live data from the controllers/)).toBeTruthy();
  });

  it('starts the app again once the server answers, or when the grower retries', async () => {
    vi.useFakeTimers();
    let up = false;
    const reconnect = vi.fn();
    render(<OfflineShell reachable={() => Promise.resolve(up)} onReconnect={reconnect} />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(reconnect).not.toHaveBeenCalled();
    up = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(reconnect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reconnect).toHaveBeenCalledTimes(2);
  });
});
