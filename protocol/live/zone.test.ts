import { describe, expect, it } from 'vitest';
import { zoneQueryAnswer } from './zone.ts';

const answer = {
  zone: { f_zone_id: 3, name: '3号棚', area: 500, crop: '黄瓜', order: 2 },
  sensors: [],
  actuators: [{ aid: 7, name: 'Fan', zid: 3, kind: 'fan', interlocks: [], enabled: true }],
  valves: [],
};

describe('zoneQueryAnswer', () => {
  it('keeps the valid actuator states of the answer and drops missing ones', () => {
    const state = { aid: 7, state: 'on', mode: 'auto', since: 1 };
    const parsed = zoneQueryAnswer.parse({ ...answer, states: [state, null, { aid: 'x' }] });
    expect(parsed.states).toEqual([state]);
    expect(zoneQueryAnswer.parse({ ...answer, states: undefined }).states).toEqual([]);
  });
});
