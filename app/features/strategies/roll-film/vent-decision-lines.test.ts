import { describe, expect, it } from 'vitest';
import type { Output } from '../../../../protocol/live/system.ts';
import { decisionLines } from './vent-decision-lines';

const out = (aid: number, value: number, applied = true, overruledBy: string | null = null): Output => ({
  oid: aid,
  stid: 2,
  aid,
  command: 'set',
  value,
  at: 1,
  reason: '',
  applied,
  overruledBy,
  why: null,
});

describe('roll-film decision lines', () => {
  it('counts vents per opening applied and per reason overruled', () => {
    const lines = decisionLines([
      out(1, 40),
      out(2, 40),
      out(3, 30),
      out(4, 40, false, '大风保护'),
      out(5, 40, false, '大风保护'),
      out(6, 40, false, 'manual'),
    ]);
    expect(lines).toEqual([
      { kind: 'applied', value: 40, count: 2 },
      { kind: 'applied', value: 30, count: 1 },
      { kind: 'overruled', by: '大风保护', count: 2 },
      { kind: 'overruled', by: 'manual', count: 1 },
    ]);
    expect(decisionLines([])).toEqual([]);
  });
});
