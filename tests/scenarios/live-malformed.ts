/** Part of the live suite: malformed payloads reach the live layer, change no store, and are counted. */
import { randomBytes } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { messageExamples } from '../../protocol/examples.ts';
import { onReport } from '../../app/live/index.ts';
import { useConnectionStore } from '../../app/stores/connection-store.ts';
import { useLiveActuatorsStore } from '../../app/stores/live-actuators-store.ts';
import { liveReadingsActions, useLiveReadingsStore } from '../../app/stores/live-readings-store.ts';
import type { LiveWorld } from './live-world.ts';

/** 0xff first: never UTF-8, never a zlib header, so these bytes can only be rejected. */
const randomJunk = () => Buffer.concat([Buffer.from([0xff]), randomBytes(63)]);
/** A zlib header (0x78 0x9c) followed by bytes that are no deflate stream. */
const brokenDeflate = () => Buffer.concat([Buffer.from([0x78, 0x9c]), randomBytes(32)]);

export function defineMalformedTests(world: LiveWorld): void {
  it('malformed payloads (random bytes, broken deflate, schema violations) change no store and are counted', async () => {
    world.start();
    await vi.waitFor(() => expect(useConnectionStore.getState().subscription).toBe(1));
    const reports: string[] = [];
    const off = onReport((topicName, ack) => void reports.push(`${topicName} ${String(ack.qryId)}`));
    const junk: [Parameters<typeof world.controller.publish>[0], string | Buffer][] = [
      ['sensor/data', randomJunk()],
      ['sensor/data', brokenDeflate()],
      ['sensor/data', JSON.stringify({ sn: 'GH0001', ts: 1, readings: [{ sid: 'eleven', v: 'hot' }] })],
      [
        'actuator/cmdack',
        JSON.stringify({ ...messageExamples['actuator/cmdack'], data: { aid: 21, state: 'flying' } }),
      ],
      [
        'system/confack',
        JSON.stringify({ confTyp: 'zone', method: 'list', qryId: null, code: 0, msg: 'ok', data: [{}] }),
      ],
      ['system/cmdack', '{"__proto__": {"polluted": true}, "code": 0}'],
    ];
    for (const [topicName, payload] of junk) await world.controller.publish(topicName, payload);
    // Barrier: a valid report sent after the junk; once it is seen, every junk message has been handled.
    await world.controller.publish(
      'system/cmdack',
      JSON.stringify({ ...messageExamples['system/cmdack'], qryId: null }),
    );
    await vi.waitFor(() => expect(reports).toEqual(['system/cmdack null']));
    liveReadingsActions.flush();

    expect(useConnectionStore.getState().invalidCount).toBe(junk.length);
    expect(useLiveReadingsStore.getState().bySid).toEqual({});
    expect(useLiveActuatorsStore.getState().byAid).toEqual({});
    expect('polluted' in {}).toBe(false);
    expect(world.logs.filter((line) => line.startsWith('[live] dropped message'))).toHaveLength(junk.length);
    if (world.broker.violations) expect(world.broker.violations()).toBe(junk.length);

    // The channel still works: a valid reading lands in the store.
    await world.controller.publish('sensor/data', JSON.stringify(messageExamples['sensor/data']));
    await vi.waitFor(() => {
      liveReadingsActions.flush();
      expect(useLiveReadingsStore.getState().bySid[11]).toMatchObject({ v: 23.4, q: 0 });
    });
    off();
  });
}
