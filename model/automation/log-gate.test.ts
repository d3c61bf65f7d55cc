import { describe, expect, it } from 'vitest';
import { gateLogs, maxHoldMs, subjectOf, type LogGate } from './log-gate.ts';
import type { AutomationLog } from './types.ts';
import { at } from './automation-input.ts';

const offset = 480;
const minute = 60_000;
const vent = (pos: number): AutomationLog => ({
  kind: 'autoVentilation',
  aid: 21,
  message: `rollFilm 51: vent (21) set ${pos}% (air)`,
});

/** Runs the gate over (time, lines) steps; returns what was written, with local times. */
function run(steps: [number, AutomationLog[]][]) {
  let gate: LogGate = {};
  const written: string[] = [];
  for (const [now, logs] of steps) {
    const out = gateLogs(gate, logs, now, offset);
    gate = out.gate;
    written.push(...out.logs.map((l) => l.message));
  }
  return { written, gate };
}

describe('log gate', () => {
  it('writes the first change at once and sums up the changes of the hold in one line', () => {
    const t = at('08:00');
    const { written } = run([
      [t, [vent(10)]],
      [t + 5 * minute, [vent(20)]],
      [t + 10 * minute, [vent(10)]],
      [t + 20 * minute, []],
      [t + 30 * minute, []],
    ]);
    expect(written).toEqual([
      'rollFilm 51: vent (21) set 10% (air)',
      'rollFilm 51: vent (21) set 10% (air) [2 changes since 08:05]',
    ]);
  });

  it('says "since" for one held change, and writes again at once after a calm spell', () => {
    const t = at('08:00');
    const { written } = run([
      [t, [vent(10)]],
      [t + 5 * minute, [vent(20)]],
      [t + 30 * minute, []],
      [t + 200 * minute, [vent(30)]],
    ]);
    expect(written).toEqual([
      'rollFilm 51: vent (21) set 10% (air)',
      'rollFilm 51: vent (21) set 20% (air) [since 08:05]',
      'rollFilm 51: vent (21) set 30% (air)',
    ]);
  });

  it('keeps a flapping subject to a few lines a day: the hold doubles up to 4 h', () => {
    const t = at('00:00');
    const steps: [number, AutomationLog[]][] = [];
    for (let i = 0; i < 24 * 30; i++) steps.push([t + i * 2 * minute, [vent(i % 2 ? 10 : 0)]]);
    const { written, gate } = run(steps);
    // 00:00 at once, then 00:30, 01:30, 03:30, 07:30, 11:30, 15:30, 19:30, 23:30.
    expect(written).toHaveLength(9);
    expect(gate['aid 21']?.holdMs).toBe(maxHoldMs);
  });

  it('gates each actuator, and aid-less lines by their subject, apart', () => {
    const t = at('08:00');
    const fog = (what: string): AutomationLog => ({
      kind: 'environment',
      aid: null,
      message: `fog 3: ${what}`,
    });
    const other: AutomationLog = { ...vent(50), aid: 22, message: 'rollFilm 51: vent (22) set 50% (air)' };
    const { written } = run([
      [t, [vent(10), fog('start (RH)')]],
      [t + minute, [other, fog('stop (RH)')]],
    ]);
    expect(written).toEqual([
      'rollFilm 51: vent (21) set 10% (air)',
      'fog 3: start (RH)',
      'rollFilm 51: vent (22) set 50% (air)',
    ]);
    expect(subjectOf(fog('x'))).toBe('environment fog 3');
  });
});
