import { describe, expect, it } from 'vitest';
import { countDevices, countOf } from './device-counts.ts';

describe('countDevices', () => {
  it('counts sensors, actuators and valves per zone and skips unassigned devices', () => {
    const counts = countDevices(
      [{ zid: 1 }, { zid: 1 }, { zid: 2 }, { zid: null }],
      [{ zid: 1 }, { zid: null }],
      [{ zid: 2 }],
    );
    expect(countOf(counts, 1)).toEqual({ sensors: 2, actuators: 1, valves: 0, total: 3 });
    expect(countOf(counts, 2)).toEqual({ sensors: 1, actuators: 0, valves: 1, total: 2 });
    expect(countOf(counts, 3)).toEqual({ sensors: 0, actuators: 0, valves: 0, total: 0 });
  });
});
