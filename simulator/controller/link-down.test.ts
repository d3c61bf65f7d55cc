import { describe, expect, it } from 'vitest';
import { topicOf } from '../../protocol/index.ts';
import { createRig } from '../testing/controller-rig.ts';
import type { MessageHandler, Transport } from './transport.ts';

/** A link whose socket still hands over what was in flight after it was told to end, as TCP can. */
function lingeringLink() {
  const handlers: MessageHandler[] = [];
  const connects: (() => void)[] = [];
  const transport: Transport = {
    connected: true,
    connect: () => {
      connects.forEach((c) => c());
      return Promise.resolve();
    },
    end: () => Promise.resolve(),
    publish: () => Promise.resolve(),
    subscribe: () => Promise.resolve(),
    onMessage: (handler) => void handlers.push(handler),
    onConnect: (handler) => void connects.push(handler),
  };
  const deliver = (topic: string, value: unknown) =>
    handlers.forEach((h) =>
      h(topic, new TextEncoder().encode(JSON.stringify(value)), { qos: 1, retain: false }),
    );
  return { transport, deliver };
}

const crop = (name: string, qryId: string) => ({
  confTyp: 'crop',
  method: 'add',
  qryId,
  para: {
    name,
    crop: 'tomato',
    variety: '',
    plantingDate: '2026-09-01',
    stage: 'seedling',
    zoneIds: [],
    setpoints: { dayTemp: 24, nightTemp: 17, dayHum: 75, nightHum: 85, co2: 800 },
  },
});

describe('a controller whose link goes down', () => {
  it('applies nothing that still arrives once it is rebooting or off the network', async () => {
    const link = lingeringLink();
    const rig = await createRig({ transport: link.transport });
    const conf = topicOf(rig.base, 'system/conf');
    const names = () => rig.ctx.config.list('crop').map((c) => c.name);
    link.deliver(conf, crop('在线时', 'q-1'));
    expect(names()).toContain('在线时');

    rig.controller.reboot();
    link.deliver(conf, crop('重启中', 'q-2'));
    rig.clock.advance(10_000);
    rig.faults.set('disconnect', { sn: rig.ctx.sn });
    link.deliver(conf, crop('断网时', 'q-3'));
    expect(names()).not.toContain('重启中');
    expect(names()).not.toContain('断网时');
    await rig.controller.stop();
  });
});
