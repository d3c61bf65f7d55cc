// sensor/data from the template is byte for byte what encode (JSON.stringify) makes of the payload.
import { describe, expect, it } from 'vitest';
import { encode, type Reading, type SensorData } from '../../../protocol/index.ts';
import { createRandom } from '../../../model/random.ts';
import { createRig } from '../../testing/controller-rig.ts';
import { createSensorDataText } from './sensor-data-text.ts';

const types = ['airTemp', 'airHum', 'co2', 'radiation', 'soilHum', 'ec', 'ph'] as const;

function payloadOf(next: () => number, sn: string, count: number, sidBase = 1): SensorData {
  const readings: Reading[] = [];
  for (let i = 0; i < count; i++) {
    const scale = [1, 100, 10_000, 1e9][Math.floor(next() * 4)] as number;
    const raw = (next() - 0.5) * scale;
    // As the publisher rounds: to whole units or to hundredths; now and then offline.
    const v = next() < 0.1 ? null : next() < 0.3 ? Math.round(raw) : Math.round(raw * 100) / 100;
    const sid = sidBase + i;
    readings.push({
      sid,
      zid: i % 5 === 0 ? null : 1 + (i % 4),
      type: types[i % types.length] as never,
      v,
      q: v === null ? 3 : ((i % 2) as 0 | 1),
    });
  }
  return { sn, ts: 1_748_736_000_000 + Math.floor(next() * 1e6), readings };
}

/** The bytes as a plain Uint8Array (the template hands out Node Buffers where it can). */
const plain = (bytes: Uint8Array) => new Uint8Array(bytes);

describe('sensor/data from a template', () => {
  it('gives the bytes JSON.stringify gives, for varied readings, sensor lists and serials', () => {
    const random = createRandom(7);
    const template = createSensorDataText();
    for (let round = 0; round < 300; round++) {
      // The list changes now and then (a sensor added, removed, moved): the pieces follow.
      const count = 1 + ((Math.floor(round / 50) * 7) % 60);
      const payload = payloadOf(random.next, round < 150 ? 'GH46B1F3-00001' : 'gh"odd\\sn', count, round % 3);
      expect(template.text(payload)).toBe(JSON.stringify(payload));
      expect(plain(template.bytes(payload))).toEqual(encode(payload));
    }
  });

  it('prints numbers as JSON does, whatever their rounding', () => {
    const odd = [
      0,
      -0,
      0.1,
      0.05,
      -0.05,
      1.1,
      23.45,
      -23.4,
      99.99,
      1e12 + 0.01,
      9.99e12,
      1e13,
      1e15,
      1e21,
      1e-7,
      0.1 + 0.2,
      1 / 3,
      Number.NaN,
      Infinity,
    ];
    // The template writes the digits itself: each value as the one reading of a payload.
    const template = createSensorDataText();
    const alone = (v: number): SensorData => ({
      sn: 'GH1',
      ts: 1_748_736_000_123,
      readings: [{ sid: 1, zid: null, type: 'airTemp', v, q: 0 }],
    });
    for (const v of odd) {
      expect(template.text(alone(v))).toBe(JSON.stringify(alone(v)));
    }
    const random = createRandom(11);
    for (let i = 0; i < 20_000; i++) {
      const v = Math.round((random.next() - 0.5) * 2e9) / 100;
      expect(template.text(alone(v))).toBe(JSON.stringify(alone(v)));
    }
  });

  it("is what a controller sends: the publisher's payload, encoded", async () => {
    const rig = await createRig({ zones: 2 });
    // Each sensor/data as the publisher hands it to the outbox, encoded then (its records are the
    // next round's), and the bytes its template makes.
    const seen: { encoded: Uint8Array; bytes: Uint8Array }[] = [];
    const send = rig.ctx.outbox.send.bind(rig.ctx.outbox);
    rig.ctx.outbox.send = (name, value, options) => {
      if (name === 'sensor/data' && options?.encoded)
        seen.push({ encoded: encode(value), bytes: options.encoded() });
      send(name, value, options);
    };
    rig.faults.set('sensorOffline', { id: rig.ctx.config.list('sensor')[0]?.sid });
    rig.clock.advance(20_000);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    for (const { encoded, bytes } of seen) expect(plain(bytes)).toEqual(encoded);
    const sent = rig.bus.messages.filter((m) => m.topic.endsWith('/sensor/data'));
    expect(sent.map((m) => plain(m.payload))).toEqual(seen.map((s) => plain(s.bytes)));
  });
});
