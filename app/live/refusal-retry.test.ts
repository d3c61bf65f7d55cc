import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTransport } from '../test-support/memory-transport.ts';
import { createLiveClient } from './mqtt-client.ts';
import { refusedCode } from './refusal-retry.ts';
import type { LiveClient, RefusalPolicy } from './types.ts';

const base = 'farm/gh-1';
let client: LiveClient | undefined;

afterEach(async () => {
  await client?.end();
  client = undefined;
  vi.useRealTimers();
});

async function connected(policy?: RefusalPolicy) {
  const transport = createMemoryTransport();
  const policyCalls: number[] = [];
  client = createLiveClient({
    url: 'memory://fake/mqtt/',
    connect: transport.connect,
    log: () => undefined,
    onRefused: policy
      ? (code) => {
          policyCalls.push(code);
          return policy(code);
        }
      : undefined,
  });
  client.selectBase(base);
  await vi.waitFor(() => expect(client!.connection().subscription).toBe(1));
  return { transport, policyCalls, client };
}

describe('a refused CONNACK after a broker restart does not leave the app dead', () => {
  it('reads the refusal codes MQTT.js reports', () => {
    expect([2, 3, 4, 5].map((code) => refusedCode({ code }))).toEqual([2, 3, 4, 5]);
    expect(refusedCode({ code: 0 })).toBeUndefined();
    expect(refusedCode(new Error('ECONNREFUSED'))).toBeUndefined();
  });

  it('asks the policy, retries with a growing back-off, and is back with its subscriptions', async () => {
    const { transport, policyCalls, client } = await connected(() => 'retry');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    transport.refuse(4);
    expect(client.connection()).toMatchObject({ status: 0, error: 'Connection refused: code 4' });
    // (vi.waitFor would move the fake clock: flush microtasks only.)
    await vi.advanceTimersByTimeAsync(0);
    expect(policyCalls).toEqual([4]);
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.reconnects()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.reconnects()).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(policyCalls).toEqual([4, 4]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(transport.reconnects()).toBe(1);
    transport.accept();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.reconnects()).toBe(2);
    vi.useRealTimers();
    await vi.waitFor(() => expect(client.connection()).toMatchObject({ status: 1, subscription: 1 }));
    expect(transport.isSubscribed(`${base}/sensor/data`)).toBe(true);
  });

  it('stops for good when the policy says the session is over', async () => {
    const { transport, policyCalls, client } = await connected(() => 'stop');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    transport.refuse(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(policyCalls).toEqual([4]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.reconnects()).toBe(0);
    expect(client.connection().status).toBe(0);
  });
});
