// The fleet's worker threads get a young generation sized for a fleet, which GH_SIM_YOUNG_MB overrides.
import { describe, expect, it } from 'vitest';
import { WORKER_YOUNG_GENERATION_MB, workerResourceLimits } from './pool.ts';

describe('worker heap limits', () => {
  it('give each worker a fleet-sized young generation unless told otherwise', () => {
    expect(workerResourceLimits({})).toEqual({ maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB });
    expect(WORKER_YOUNG_GENERATION_MB).toBeGreaterThan(48); // V8's default is ~48 MB
    expect(workerResourceLimits({ GH_SIM_YOUNG_MB: '96' })).toEqual({ maxYoungGenerationSizeMb: 96 });
    expect(workerResourceLimits({ GH_SIM_YOUNG_MB: '0' })).toEqual({});
    expect(workerResourceLimits({ GH_SIM_YOUNG_MB: 'lots' })).toEqual({
      maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
    });
  });
});
