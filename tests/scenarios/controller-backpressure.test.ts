/**
 * A controller's MQTT link under back-pressure, on a real socket: a broker that stops reading (busy,
 * or its host frozen) while the controller keeps publishing. MQTT.js waits for 'drain' once per
 * packet written into a full socket, and lifts the socket's listener limit to 1,000, so a burst of
 * reports used to pile up a listener each and warn "1001 drain listeners added to [Socket]". The
 * controller's transport holds its publishes at one 'drain' instead, in order, and loses none.
 */
import net from 'node:net';
import mqttPacket from 'mqtt-packet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMqttTransport } from '../../simulator/controller/transport-mqtt.ts';
import type { Transport } from '../../simulator/controller/transport.ts';

/** A broker that accepts one CONNECT and can stop reading: enough to fill a client's socket. */
function stallingBroker() {
  const sockets: net.Socket[] = [];
  let received = 0;
  const server = net.createServer((socket) => {
    sockets.push(socket);
    let connected = false;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (!connected) {
        connected = true;
        socket.write(Buffer.from([0x20, 0x02, 0x00, 0x00])); // CONNACK, accepted
      }
    });
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    stall: () => sockets.forEach((s) => s.pause()),
    resume: () => sockets.forEach((s) => s.resume()),
    received: () => received,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A broker that parses what it gets, acknowledges QoS 1 only when told, and can stop reading. */
function holdingBroker() {
  const sockets: net.Socket[] = [];
  const unacked: number[] = [];
  let publishes = 0;
  const server = net.createServer((socket) => {
    sockets.push(socket);
    const parser = mqttPacket.parser();
    parser.on('packet', (packet) => {
      if (packet.cmd === 'connect')
        socket.write(mqttPacket.generate({ cmd: 'connack', returnCode: 0, sessionPresent: false }));
      if (packet.cmd === 'publish') {
        publishes++;
        if (packet.qos === 1 && packet.messageId !== undefined) unacked.push(packet.messageId);
      }
    });
    socket.on('data', (chunk: Buffer) => parser.parse(chunk));
  });
  const last = () => sockets[sockets.length - 1];
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    connections: () => sockets.length,
    unacked: () => unacked.length,
    publishes: () => publishes,
    dropConnection: () => last()?.destroy(),
    stall: () => last()?.pause(),
    resume: () => last()?.resume(),
    ackAll: () => {
      for (const messageId of unacked.splice(0))
        last()?.write(mqttPacket.generate({ cmd: 'puback', messageId }));
    },
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const warnings: Error[] = [];
const onWarning = (warning: Error) => void warnings.push(warning);
let transport: Transport | undefined;
let broker: { close: () => Promise<void> } | undefined;

afterEach(async () => {
  process.off('warning', onWarning);
  await transport?.end();
  await broker?.close();
});

describe('a controller publishing into a broker that stopped reading', () => {
  it('waits on one drain, not one per message, and delivers every message once the broker reads again', async () => {
    const stalling = stallingBroker();
    broker = stalling;
    const port = await stalling.listen();
    transport = createMqttTransport({ url: `mqtt://127.0.0.1:${port}`, clientId: 'GH-backpressure' });
    await transport.connect();
    process.on('warning', onWarning);
    stalling.stall();
    const payload = new Uint8Array(4096).fill(0x7b);
    const count = 1500;
    const published = Array.from({ length: count }, () =>
      transport!.publish('farm/gh-1/sensor/data', payload, { qos: 0, retain: false }),
    );
    // Far more than the socket's buffers hold: most of the burst waits on back-pressure now.
    await new Promise((resolve) => setImmediate(resolve));
    stalling.resume();
    await Promise.all(published);
    await vi.waitFor(() => expect(stalling.received()).toBeGreaterThanOrEqual(count * payload.length));
    await new Promise((resolve) => process.nextTick(resolve)); // warnings are emitted on the next tick
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual(
      [],
    );
  });

  it('keeps at most 100 publishes under way while a reconnected link re-sends its QoS 1', async () => {
    const fake = holdingBroker();
    broker = fake;
    const port = await fake.listen();
    transport = createMqttTransport({
      url: `mqtt://127.0.0.1:${port}`,
      clientId: 'GH-resend',
      reconnectPeriodMs: 20,
    });
    await transport.connect();
    process.on('warning', onWarning);
    const answer = transport.publish('farm/gh-1/system/confack', new Uint8Array([0x7b, 0x7d]), {
      qos: 1,
      retain: false,
    });
    await vi.waitFor(() => expect(fake.unacked()).toBe(1));
    fake.dropConnection();
    // Back on a new connection, MQTT.js re-sends the unacknowledged QoS 1 and waits for its PUBACK.
    await vi.waitFor(() => expect(fake.connections()).toBe(2));
    await vi.waitFor(() => expect(fake.unacked()).toBe(2));
    fake.stall();
    const payload = new Uint8Array(4096).fill(0x7b);
    const count = 1500;
    const published = Array.from({ length: count }, () =>
      transport!.publish('farm/gh-1/sensor/data', payload, { qos: 0, retain: false }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    fake.ackAll(); // the re-send is done: what was held back goes out into the stalled socket
    await new Promise((resolve) => setImmediate(resolve));
    fake.resume();
    await Promise.all([answer, ...published]);
    await vi.waitFor(() => expect(fake.publishes()).toBeGreaterThanOrEqual(count + 2));
    await new Promise((resolve) => process.nextTick(resolve));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual(
      [],
    );
  });
});
