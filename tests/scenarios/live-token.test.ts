/** The live layer against the embedded broker in token mode: what the grower sees when the ACL or the token says no. */
import mqtt from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBroker, type RunningBroker, type TokenCheck } from '../../broker/index.ts';
import { followBase, startLive, stopLive, type LiveSettings } from '../../app/live/index.ts';
import { useConnectionStore } from '../../app/stores/connection-store.ts';

const verifyToken = (mobile: string, token: string): TokenCheck =>
  mobile === '13800000001' && token === 'tok-valid'
    ? { ok: true, bases: ['farm/gh-1'] }
    : { ok: false, reason: token === 'tok-old' ? 'jwt expired' : 'unknown token' };

let broker: RunningBroker;
let settings: LiveSettings;
const logs: string[] = [];

beforeEach(async () => {
  broker = await startBroker({ auth: { mode: 'token', verifyToken }, log: () => undefined });
  settings = {
    url: broker.wsUrl,
    maxPayloadBytes: 65_536,
    ackTimeoutMs: 2000,
    connect: mqtt.connect,
    log: (l) => void logs.push(l),
  };
});

afterEach(async () => {
  await stopLive();
  await broker.close();
});

describe('live layer in token mode', () => {
  it('subscribes to a bound base, and shows a refused subscription for a base not bound to the grower', async () => {
    followBase('farm/gh-2');
    void startLive({ username: '13800000001', password: 'tok-valid' }, settings);
    await vi.waitFor(() =>
      expect(useConnectionStore.getState()).toMatchObject({
        status: 1,
        subscription: 0,
        lastError: 'The broker refused the subscription to farm/gh-2.',
      }),
    );
    followBase('farm/gh-1');
    await vi.waitFor(() =>
      expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }),
    );
  });

  it('never reaches status 1 with an expired token, and keeps the refusal as the last error', async () => {
    followBase('farm/gh-1');
    void startLive({ username: '13800000001', password: 'tok-old' }, settings);
    await vi.waitFor(() =>
      expect(useConnectionStore.getState().lastError).toBe('Connection refused: Bad username or password'),
    );
    expect(useConnectionStore.getState().status).not.toBe(1);
    expect(broker.stats().denied.auth).toBeGreaterThanOrEqual(1);
  });
});

describe('live layer in token mode across a broker restart', () => {
  it('is refused once by a restarted broker whose cloud check failed, renews and is back on its base', async () => {
    let refuseNext = false;
    const flaky = (mobile: string, token: string): TokenCheck => {
      if (refuseNext) {
        refuseNext = false;
        return { ok: false, reason: 'the cloud forgot the token' };
      }
      return verifyToken(mobile, token);
    };
    await broker.close();
    broker = await startBroker({ auth: { mode: 'token', verifyToken: flaky }, log: () => undefined });
    const ports = { wsPort: broker.wsPort, tcpPort: broker.tcpPort };
    const asked: number[] = [];
    followBase('farm/gh-1');
    void startLive(
      { username: '13800000001', password: 'tok-valid' },
      { ...settings, url: broker.wsUrl, onRefused: (code) => (asked.push(code), 'retry') },
    );
    await vi.waitFor(() =>
      expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }),
    );
    refuseNext = true;
    await broker.close();
    broker = await startBroker({
      auth: { mode: 'token', verifyToken: flaky },
      log: () => undefined,
      ...ports,
    });
    await vi.waitFor(() => expect(asked).toEqual([4]), { timeout: 10_000 });
    await vi.waitFor(
      () => expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }),
      { timeout: 10_000 },
    );
  });
});
