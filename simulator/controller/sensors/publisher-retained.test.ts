// sensor/data goes out retained (a new subscriber starts from the last readings); publishHold stops it.
import { describe, expect, it } from 'vitest';
import { createRig } from '../../testing/controller-rig.ts';

describe('sensor/data retained and held', () => {
  it('is published retained, so the bus hands the last one to a late subscriber', async () => {
    const rig = await createRig();
    rig.clock.advance(10_000);
    const published = rig.bus.messages.filter((m) => m.topic.endsWith('/sensor/data'));
    expect(published.length).toBe(2);
    expect(published.every((m) => m.retain)).toBe(true);
    const late = rig.bus.client('late');
    const got: { topic: string; retain: boolean }[] = [];
    late.onMessage((topic, _payload, info) => got.push({ topic, retain: info.retain }));
    await late.connect();
    await late.subscribe([`${rig.base}/sensor/data`]);
    expect(got).toEqual([{ topic: `${rig.base}/sensor/data`, retain: true }]);
  });

  it('publishHold on sensor/data stops the readings but not the answers, until cleared', async () => {
    const rig = await createRig();
    rig.faults.set('publishHold', { topic: 'sensor/data' });
    rig.clock.advance(30_000);
    expect(rig.on('sensor/data')).toHaveLength(0);
    expect((await rig.request('system/conf', 'zone', 'list', {}))?.code).toBe(0);
    rig.faults.clear('publishHold');
    rig.clock.advance(5_000);
    expect(rig.on('sensor/data')).toHaveLength(1);
  });
});
