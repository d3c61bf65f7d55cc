import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageExamples } from '../../protocol/examples.ts';
import { useConnectionStore } from '../stores/connection-store.ts';
import { liveReadingsActions, useLiveReadingsStore } from '../stores/live-readings-store.ts';
import { useLiveActuatorsStore } from '../stores/live-actuators-store.ts';
import { createMemoryTransport } from '../test-support/memory-transport.ts';
import {
  currentLiveClient,
  onReport,
  request,
  followBase,
  startLive,
  stopLive,
  type LiveSettings,
} from './index.ts';

const transport = createMemoryTransport();
const settings: LiveSettings = {
  url: 'ws://test/mqtt/',
  maxPayloadBytes: 4096,
  ackTimeoutMs: 50,
  connect: transport.connect,
  log: () => undefined,
};

afterEach(() => stopLive());

describe('the live singleton', () => {
  it('starts once, applies the base chosen before login, fills the stores and clears them on logout', async () => {
    followBase('farm/gh-1');
    const starting = startLive({ username: '13800000000', password: 'token' }, settings);
    expect(startLive({ username: '13800000000', password: 'token' }, settings)).toBe(starting);
    const client = await starting;
    expect(client).not.toBeNull();
    expect(currentLiveClient()).toBe(client);
    await vi.waitFor(() =>
      expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }),
    );
    expect(useConnectionStore.getState().base).toBe('farm/gh-1');

    transport.deliver('farm/gh-1/sensor/data', JSON.stringify(messageExamples['sensor/data']));
    transport.deliver('farm/gh-1/actuator/cmdack', JSON.stringify(messageExamples['actuator/cmdack']));
    transport.deliver('farm/gh-1/sensor/data', '{"sn":"x"}');
    liveReadingsActions.flush();
    expect(useLiveReadingsStore.getState().bySid[11]).toMatchObject({ v: 23.4, sn: 'GH0001' });
    expect(useLiveActuatorsStore.getState().byAid[21]).toMatchObject({ state: 'opening', pos: 12 });
    expect(useConnectionStore.getState().invalidCount).toBe(1);

    await stopLive();
    expect(currentLiveClient()).toBeNull();
    expect(useConnectionStore.getState()).toMatchObject({
      status: 0,
      subscription: 0,
      invalidCount: 0,
      base: null,
    });
    expect(useLiveReadingsStore.getState().bySid).toEqual({});
    expect(useLiveActuatorsStore.getState().byAid).toEqual({});
  });

  it('forwards reports to screens across logins and rejects requests when stopped', async () => {
    const seen: string[] = [];
    const off = onReport((topicName, _ack) => void seen.push(topicName));
    await expect(request('system/cmd', 'system', 'cmd', { action: 'status' })).rejects.toMatchObject({
      key: 'live.offline',
    });
    void startLive({ username: 'a', password: 't' }, settings);
    followBase('farm/gh-1');
    await vi.waitFor(() => expect(useConnectionStore.getState().subscription).toBe(1));
    transport.deliver('farm/gh-1/system/cmdack', JSON.stringify(messageExamples['system/cmdack']));
    expect(seen).toEqual(['system/cmdack']);
    const timedOut = request('system/cmd', 'system', 'cmd', { action: 'status' });
    await expect(timedOut).rejects.toMatchObject({ key: 'live.ackTimeout' });
    off();
  });
});
