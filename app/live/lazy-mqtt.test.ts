import { describe, expect, it, vi } from 'vitest';
import { lazyConnect } from './lazy-mqtt.ts';
import type { MqttLike } from './types.ts';

/** A library whose load the test releases by hand, and the client it makes. */
function deferredLibrary() {
  const calls: string[] = [];
  const real = {
    connected: true,
    on: (event: string) => calls.push(`on ${event}`),
    subscribe: (topics: string[]) => calls.push(`subscribe ${topics.join()}`),
    unsubscribe: () => calls.push('unsubscribe'),
    publish: (topic: string) => calls.push(`publish ${topic}`),
    end: (_force: boolean, _opts: object, done: () => void) => (calls.push('end'), done()),
    reconnect: () => calls.push('reconnect'),
  } as unknown as MqttLike;
  const connect = vi.fn(() => real);
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const load = async () => (await loaded, { connect });
  return { calls, connect, load, release: async () => (release(), await loaded, await Promise.resolve()) };
}

describe('lazyConnect', () => {
  it('replays listeners and calls made while the library loads, in order, on the real client', async () => {
    const lib = deferredLibrary();
    const client = lazyConnect(lib.load)('ws://x/mqtt/', { clientId: 'a' });
    client.on('connect', () => undefined);
    client.subscribe(['a/b'], { qos: 0 }, () => undefined);
    client.publish('a/c', '{}', { qos: 1 }, () => undefined);
    expect(client.connected).toBe(false);
    expect(lib.connect).not.toHaveBeenCalled();
    await lib.release();
    expect(lib.connect).toHaveBeenCalledWith('ws://x/mqtt/', { clientId: 'a' });
    expect(lib.calls).toEqual(['on connect', 'subscribe a/b', 'publish a/c']);
    expect(client.connected).toBe(true);
    client.publish('a/d', '{}', { qos: 0 }, () => undefined);
    expect(lib.calls.at(-1)).toBe('publish a/d');
  });

  it('never connects when ended before the library loaded', async () => {
    const lib = deferredLibrary();
    const client = lazyConnect(lib.load)('ws://x/mqtt/', {});
    const done = vi.fn();
    client.end(true, {}, done);
    expect(done).toHaveBeenCalled();
    await lib.release();
    expect(lib.connect).not.toHaveBeenCalled();
  });

  it('reports a library that did not load as an error to the error listeners', async () => {
    const log = vi.fn();
    const client = lazyConnect(() => Promise.reject(new Error('chunk 404')), log)('ws://x/mqtt/', {});
    const errors: string[] = [];
    client.on('error', (error: Error) => errors.push(error.message));
    await vi.waitFor(() => expect(errors).toEqual(['MQTT library did not load: chunk 404']));
    expect(log).toHaveBeenCalled();
  });
});
