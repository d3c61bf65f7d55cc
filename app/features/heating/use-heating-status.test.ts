import { describe, expect, it } from 'vitest';
import type { HeatingStatus } from '../../../protocol/live/climate.ts';
import { patchStatuses } from './use-heating-status';

const status = (hid: number, running: boolean): HeatingStatus => ({
  hid,
  running,
  supplyTemp: 50,
  returnTemp: 40,
  pipeTemp: 45,
  valve: running ? 60 : 0,
  since: 0,
});

describe('patchStatuses', () => {
  it('replaces the loop a report names and keeps the others', () => {
    const list = [status(1, false), status(2, true)];
    expect(patchStatuses(list, status(1, true))).toEqual([status(1, true), status(2, true)]);
    expect(patchStatuses(list, [status(2, false), status(3, true)])).toEqual([
      status(1, false),
      status(2, false),
      status(3, true),
    ]);
  });

  it('asks again (undefined) on a report without a status', () => {
    expect(patchStatuses([status(1, false)], undefined)).toBeUndefined();
  });
});
