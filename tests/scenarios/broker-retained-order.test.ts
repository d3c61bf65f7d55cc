/**
 * A retained PUBLISH followed in the same TCP read by a plain one: aedes delivers the retained one
 * second (it waits on the retained store), and without broker/emit-order.ts its duplicate guard
 * dropped it for every subscriber. Both must arrive, and a new subscriber must get the retained one.
 */
import net from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverInEmitOrder } from '../../broker/emit-order.ts';

const str = (s: string) => {
  const bytes = Buffer.from(s);
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 255]), bytes]);
};
/** An MQTT 3.1.1 packet: fixed header byte, remaining length (< 128 here), body. */
const packet = (first: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([first, body.length]), body]);
};
const connect = (id: string) => packet(0x10, str('MQTT'), Buffer.from([4, 2, 0, 60]), str(id));
const publish = (topic: string, payload: string, retain: boolean) =>
  packet(0x30 | (retain ? 1 : 0), str(topic), Buffer.from(payload));

let broker: Aedes;
let server: net.Server;
let url: string;

beforeAll(async () => {
  broker = await Aedes.createBroker();
  deliverInEmitOrder(broker);
  server = net.createServer((socket) => broker.handle(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => broker.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function subscriber(filter: string) {
  const client = await mqtt.connectAsync(url, { clientId: `s${Math.random().toString(36).slice(2, 9)}` });
  const got: { topic: string; retain: boolean }[] = [];
  client.on('message', (topic, _payload, p) => got.push({ topic, retain: p.retain }));
  await client.subscribeAsync(filter, { qos: 1 });
  return { client, got };
}

describe('retained messages through the embedded broker', () => {
  it('delivers a retained message that a later plain one overtook, live and to a new subscriber', async () => {
    const live = await subscriber('farm/x/#');
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    socket.write(connect('ctl-x'));
    await new Promise((resolve) => socket.once('data', resolve)); // CONNACK
    socket.write(
      Buffer.concat([
        publish('farm/x/sensor/data', '{"n":1}', true),
        publish('farm/x/actuator/cmdack', '{"n":2}', false),
      ]),
    );
    await expect
      .poll(() => live.got.map((m) => m.topic).sort(), { timeout: 10_000 })
      .toEqual(['farm/x/actuator/cmdack', 'farm/x/sensor/data']);
    const late = await subscriber('farm/x/sensor/data');
    await expect
      .poll(() => late.got, { timeout: 10_000 })
      .toEqual([{ topic: 'farm/x/sensor/data', retain: true }]);
    socket.destroy();
    await live.client.endAsync();
    await late.client.endAsync();
  });
});
