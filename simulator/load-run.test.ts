// A fleet of more than 20 controllers is a load run: its worlds decide at phases spread over the step
// and step their physics in whole 30 s steps; a farm of 20 or fewer keeps the reference stepping.
import { describe, expect, it } from 'vitest';
import { loadRunController, loadRunWorld } from './simulator.ts';

describe('load-run world options', () => {
  it('spread the phases, take whole 30 s steps and send a program status every 5 s above 20 controllers, nothing at or below', () => {
    expect(loadRunWorld(20, 0)).toEqual({});
    expect(loadRunWorld(1, 0)).toEqual({});
    expect(loadRunWorld(21, 0)).toEqual({
      tickPhase: 0.5 / 21,
      wholeSteps: true,
      stepS: 30,
      statusEveryMs: 5000,
    });
    const phases = Array.from({ length: 100 }, (_, i) => loadRunWorld(100, i).tickPhase!);
    expect(Math.min(...phases)).toBeGreaterThan(0);
    expect(Math.max(...phases)).toBeLessThan(1);
    expect(new Set(phases).size).toBe(100);
  });

  it('check one payload in 100, keep 600 raw samples per sensor and report positions every 5 s above 20 controllers', () => {
    expect(loadRunController(20)).toEqual({});
    expect(loadRunController(21)).toEqual({ validateEvery: 100, historyCapacity: 600, reportEveryMs: 5000 });
  });
});
