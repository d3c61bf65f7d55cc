// @vitest-environment jsdom
// The alarm notifier: a snackbar with a link to the centre for a new alarm report, a Web Notification
// instead where granted, and nothing for the list asked on load.
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeLiveClient, type FakeLiveClient } from '../../test-support/fake-live-client.ts';
import { followBase, startLive, stopLive } from '../../live/index.ts';
import { setLanguage } from '../../i18n';
import { AlarmNotifier } from './alarm-notifier';

const base = 'farm/gh-1';
const alarm = {
  alid: 12,
  ts: 1_750_000_000_000,
  source: 'sensor',
  refId: 5,
  severity: 'warning',
  message: '1号棚温度 离线 (offline)',
  state: 'open',
  clearedAt: null,
  acked: false,
};
let fake: FakeLiveClient;

beforeEach(async () => {
  await setLanguage('zh-CN');
  fake = createFakeLiveClient({ base });
  followBase(base);
  await startLive(
    { username: '13800000000', password: 't' },
    {
      url: 'memory://',
      maxPayloadBytes: 65536,
      ackTimeoutMs: 500,
      connect: fake.transport.connect,
      log: () => undefined,
    },
  );
  render(
    <MemoryRouter>
      <AlarmNotifier />
    </MemoryRouter>,
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopLive();
});

const emit = (qryId: string | null, method = 'add') =>
  act(() => {
    fake.emit('system/confack', { confTyp: 'alarm', method, qryId, code: 0, msg: 'ok', data: alarm });
    // A promise makes this act asynchronous, so awaiting it lets the report's effects settle.
    return Promise.resolve();
  });

describe('AlarmNotifier', () => {
  it('shows a snackbar with the message and a link to the alarm centre for a new alarm report', async () => {
    await emit('q-1');
    await emit(null, 'update');
    expect(screen.queryByTestId('new-alarm-snackbar')).toBeNull();
    await emit(null);
    expect((await screen.findByTestId('new-alarm-snackbar')).textContent).toContain(
      '新报警：1号棚温度 离线 (offline)',
    );
    expect(screen.getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/newAlarmCenter');
  });

  it('raises a Web Notification instead where the grower granted it', async () => {
    const shown: { title: string; body?: string }[] = [];
    vi.stubGlobal(
      'Notification',
      Object.assign(
        function Notification(this: object, title: string, options: { body?: string }) {
          shown.push({ title, body: options.body });
        },
        { permission: 'granted' },
      ),
    );
    await emit(null);
    expect(shown).toEqual([{ title: '新报警', body: '1号棚温度 离线 (offline)' }]);
    expect(screen.queryByTestId('new-alarm-snackbar')).toBeNull();
  });
});
