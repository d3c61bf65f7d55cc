/** Part of the live suite: the broker stopped and restarted mid-session on the same ports. */
import { expect, it, vi } from 'vitest';
import { messageExamples, recordExamples } from '../../protocol/examples.ts';
import { request } from '../../app/live/index.ts';
import { useConnectionStore } from '../../app/stores/connection-store.ts';
import { liveReadingsActions, useLiveReadingsStore } from '../../app/stores/live-readings-store.ts';
import type { LiveWorld } from './live-world.ts';

const upAgain = { timeout: 15_000, interval: 10 };

async function stopBroker(world: LiveWorld): Promise<number> {
  await vi.waitFor(() => expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }));
  const mark = world.statuses.length;
  await world.broker.stop();
  await vi.waitFor(() => expect(useConnectionStore.getState()).toMatchObject({ status: 0, subscription: 0 }));
  return mark;
}

export function defineRestartTests(world: LiveWorld): void {
  it('broker restart: status 0/2 then 1, subscriptions back, a QoS 1 conf from the outage arrives exactly once', async () => {
    world.start();
    world.controller.respond(() => ({ data: { zone: recordExamples.zone, sensors: [], actuators: [] } }));
    const mark = await stopBroker(world);
    world.gate.open = false; // the app comes back only after the controller is listening again
    const conf = request('system/conf', 'zone', 'query', { f_zone_id: 3 }, { timeoutMs: 20_000 });
    await world.broker.restart();
    await vi.waitFor(() => expect(world.controller.subscribedCount()).toBe(2), upAgain);
    world.gate.open = true;
    await vi.waitFor(
      () => expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }),
      upAgain,
    );

    const ack = await conf;
    // Barrier: a second conf on the same connection; a duplicate of the first would have come before it.
    await request('system/conf', 'zone', 'query', { f_zone_id: 3 });
    expect(world.controller.received.get(ack.qryId ?? '')).toBe(1);
    if (world.broker.published) expect(world.broker.published(`${world.base}/system/conf`)).toBe(2);

    const after = world.statuses.slice(mark);
    expect(after[0]).toBe(0);
    expect(after.indexOf(2)).toBeGreaterThan(0);
    expect(after.at(-1)).toBe(1);

    // The subscriptions really are back on the broker: a new reading reaches the store.
    await world.controller.publish('sensor/data', JSON.stringify(messageExamples['sensor/data']));
    await vi.waitFor(() => {
      liveReadingsActions.flush();
      expect(useLiveReadingsStore.getState().bySid[11]).toBeDefined();
    });
  });

  it('reconnects within the 1 s reconnect period after the broker comes back', async () => {
    world.start();
    await stopBroker(world);
    await world.broker.restart();
    const back = performance.now();
    await vi.waitFor(
      () => expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }),
      upAgain,
    );
    const ms = Math.round(performance.now() - back);
    console.info(`[live] resubscribed ${ms} ms after the broker came back`);
    expect(ms).toBeLessThan(2500);
  });
}
