import { describe, expect, it } from 'vitest';
import { recordingStart, retimed } from './retime.ts';
import type { TraceEntry } from './trace.ts';

const entry = (t: number, name: string, body: unknown, extra: Partial<TraceEntry> = {}): TraceEntry => {
  const payload = JSON.stringify(body);
  return {
    t,
    topic: `farm/a/${name}`,
    payload,
    qos: 0,
    retain: false,
    bytes: new TextEncoder().encode(payload),
    ...extra,
  };
};
const read = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as unknown;
const T0 = 1_748_707_200_000;

describe('retiming a replayed message', () => {
  it('finds where the recording started from its first reading', () => {
    const report = entry(0, 'actuator/cmdack', { qryId: null, data: { since: T0 } });
    expect(
      recordingStart([report, entry(4000, 'sensor/data', { sn: 'A', ts: T0 + 5000, readings: [] })]),
    ).toBe(T0 + 1000);
    expect(recordingStart([report])).toBeUndefined();
  });

  it('moves epoch times by one shift, keeps other numbers, renames the sn', () => {
    const report = entry(0, 'actuator/cmdack', {
      confTyp: 'actuator',
      qryId: null,
      data: { aid: 3, since: T0, pos: 40, target: 1_000_000_000_000_000, list: [{ ts: T0 + 1 }] },
    });
    expect(read(retimed(report, 60_000))).toEqual({
      confTyp: 'actuator',
      qryId: null,
      data: {
        aid: 3,
        since: T0 + 60_000,
        pos: 40,
        target: 1_000_000_000_000_000,
        list: [{ ts: T0 + 60_001 }],
      },
    });
    const reading = entry(0, 'sensor/data', { sn: 'A', ts: T0, readings: [{ sid: 1, v: 2 }] });
    expect(read(retimed(reading, -5, { from: 'A', to: 'B' }))).toEqual({
      sn: 'B',
      ts: T0 - 5,
      readings: [{ sid: 1, v: 2 }],
    });
  });

  it('leaves bytes alone: no shift, base64, malformed', () => {
    const reading = entry(0, 'sensor/data', { sn: 'A', ts: T0 });
    expect(retimed(reading, 0)).toBe(reading.bytes);
    const bytes = new Uint8Array([120, 156, 1]);
    expect(retimed({ ...reading, payload: { base64: 'eJwB' }, bytes }, 5)).toBe(bytes);
    expect(retimed({ ...reading, malformed: true }, 5)).toBe(reading.bytes);
  });
});
