// Interlock pairs: read from both sides, added and removed symmetrically, never an actuator with itself.
import { describe, expect, it } from 'vitest';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { addPair, pairsOf, removePair } from './interlock-pairs';

const act = (aid: number, interlocks: number[] = []): Actuator => ({
  aid,
  name: `设备${aid}`,
  zid: 1,
  kind: 'curtain',
  interlocks,
  enabled: true,
});

describe('pairsOf', () => {
  it('lists each pair once, lower aid first, and marks a pair only one side knows', () => {
    const list = [act(1, [2]), act(2, [1]), act(3, [4]), act(4), act(5, [5])];
    expect(pairsOf(list)).toEqual([
      { a: 1, b: 2, oneWay: false },
      { a: 3, b: 4, oneWay: true },
    ]);
  });
});

describe('addPair', () => {
  it('updates both actuators, keeping their other partners', () => {
    const check = addPair([act(1, [3]), act(2), act(3, [1])], 2, 1);
    expect(check).toEqual({ ok: true, updates: [act(2, [1]), act(1, [3, 2])] });
  });

  it('refuses an actuator with itself, a pair that exists, and a side left empty', () => {
    const list = [act(1, [2]), act(2, [1]), act(3)];
    expect(addPair(list, 3, 3)).toEqual({
      ok: false,
      errors: { b: { message: 'strategySetup:interlockItself' } },
    });
    expect(addPair(list, 2, 1)).toEqual({
      ok: false,
      errors: { b: { message: 'strategySetup:interlockExists' } },
    });
    expect(addPair(list, null, 3)).toEqual({
      ok: false,
      errors: { a: { message: 'strategySetup:chooseActuator' } },
    });
  });

  it('says which side already has the most partners the protocol allows', () => {
    const full = act(1, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(addPair([full, act(2)], 1, 2)).toEqual({
      ok: false,
      errors: { a: { key: 'atMost', values: { max: 16 } } },
    });
  });
});

describe('removePair', () => {
  it('drops the partner from both sides, or from the one side that lists it', () => {
    expect(removePair([act(1, [2, 3]), act(2, [1]), act(3, [1])], { a: 1, b: 2 })).toEqual([
      act(1, [3]),
      act(2),
    ]);
    expect(removePair([act(3, [4]), act(4)], { a: 3, b: 4 })).toEqual([act(3)]);
  });
});
