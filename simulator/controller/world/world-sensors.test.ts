import { describe, expect, it } from 'vitest';
import type { Reading, Sensor } from '../../../protocol/index.ts';
import type { Greenhouse } from '../../../model/greenhouse/model.ts';
import type { ConfigStore } from '../config-store.ts';
import { createWorldSensors } from './world-sensors.ts';

const sensor = (sid: number, type: Sensor['type']): Sensor => {
  const s: Partial<Sensor> = {
    sid,
    zid: 1,
    type,
    name: `s${sid}`,
    enabled: true,
    offset: 0,
    min: -40,
    max: 80,
  };
  return s as Sensor;
};
const sensors = [sensor(1, 'airTemp'), sensor(2, 'co2')];

function world(values: Record<string, number>) {
  const greenhouse = { zoneIds: [1], readings: () => values } as unknown as Greenhouse;
  const config = {
    list: () => sensors,
    get: (_t: string, sid: number) => sensors.find((s) => s.sid === sid),
  } as unknown as ConfigStore;
  return createWorldSensors({ greenhouse, config, noise: undefined, sync: () => undefined });
}
const round = (v1: number, v2: number): Reading[] => [
  { sid: 1, zid: 1, type: 'airTemp', v: v1, q: 0 },
  { sid: 2, zid: 1, type: 'co2', v: v2, q: 0 },
];

describe('the world sensors', () => {
  it("give the source's raw values by the sensors' order, NaN for a value the model lacks", () => {
    const raw = world({ airTemp: 21.5 }).source(0, sensors);
    expect(raw[0]).toBeCloseTo(21.5, 5);
    expect(Number.isNaN(raw[1])).toBe(true);
  });

  it('read the last round published, and what they handed out does not change with the next round', () => {
    const w = world({ airTemp: 20, co2: 400 });
    w.published(round(22, 500));
    const before = w.current();
    const one = w.reading(2);
    w.published(round(23, 600));
    expect(before.map((r) => r.v)).toEqual([22, 500]);
    expect(one?.v).toBe(500);
    expect(w.current().map((r) => r.v)).toEqual([23, 600]);
    // A round is copied, not kept: changing its objects afterwards changes nothing.
    const third = round(24, 700);
    w.published(third);
    (third[0] as Reading).v = 99;
    expect(w.reading(1)?.v).toBe(24);
  });

  it('follow a round of other sensors (a sensor gone, one added)', () => {
    const w = world({ airTemp: 20, co2: 400 });
    w.published(round(22, 500));
    w.published([{ sid: 2, zid: 1, type: 'co2', v: 650, q: 0 }]);
    expect(w.reading(2)?.v).toBe(650);
    // Sensor 1 was not in the last round: it reads the model.
    expect(w.reading(1)?.v).toBe(20);
  });
});
