import { describe, expect, it } from 'vitest';
import type { Actuator, BackendChannel } from '../../../protocol/index.ts';
import { createRig } from '../../testing/controller-rig.ts';

type Obj = Record<string, unknown>;

describe('back-end channels and actuators stay one output', () => {
  it('a channel edit reaches the actuator the physics moves, reported to every app', async () => {
    const rig = await createRig();
    const channels = (await rig.conf('backend', 'list'))?.data as BackendChannel[];
    const vent = channels.find((c) => c.group === 'ventilation' && c.travelTime > 0)!;
    const updated = await rig.conf('backend', 'update', { ...vent, travelTime: 37, enabled: false });
    expect(updated?.code).toBe(0);
    const actuator = (await rig.conf('actuator', 'query', { aid: vent.aid }))?.data as Actuator;
    expect(actuator).toMatchObject({ travelTime: 37, enabled: false });
    expect(rig.reports('system/confack')).toContainEqual(
      expect.objectContaining({ confTyp: 'actuator', method: 'update', data: actuator }),
    );
    // A disabled channel's actuator answers "offline" to a manual command.
    expect(
      (await rig.request('actuator/cmd', 'actuator', 'set', { aid: vent.aid, action: 'open' }))?.code,
    ).toBe(5);
  });

  it("an actuator edit reaches its channel; a fan's channel keeps its travel time", async () => {
    const rig = await createRig();
    const channels = (await rig.conf('backend', 'list'))?.data as BackendChannel[];
    const vent = channels.find((c) => c.group === 'ventilation' && c.travelTime > 0)!;
    const actuator = (await rig.conf('actuator', 'query', { aid: vent.aid }))?.data as Obj;
    expect((await rig.conf('actuator', 'update', { ...actuator, travelTime: 90 }))?.code).toBe(0);
    const channel = (await rig.conf('backend', 'query', { bid: vent.bid }))?.data as BackendChannel;
    expect(channel.travelTime).toBe(90);
    const fan = channels.find((c) => c.group === 'fan')!;
    await rig.conf('backend', 'update', { ...fan, travelTime: 12 });
    const fanActuator = (await rig.conf('actuator', 'query', { aid: fan.aid }))?.data as Actuator;
    expect(fanActuator.travelTime).toBeUndefined();
  });
});
