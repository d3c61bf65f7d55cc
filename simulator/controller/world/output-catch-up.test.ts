// Automation's output records follow every decision, or one a simulated minute while the clock
// catches up (a jump): each rewrite is a config change reported on system/confack.
import { describe, expect, it } from 'vitest';
import { defaultSteppedStart } from '../../clock.ts';
import { createRig } from '../../testing/controller-rig.ts';
import { createWorldClock } from '../../world-clock.ts';

describe('output records during a jump', () => {
  it('are written at most once a simulated minute until the jump’s last 10 s', async () => {
    // Noon at the farm: automation moves the vents and rewrites its wishes.
    const clock = createWorldClock({ start: defaultSteppedStart + 12 * 3_600_000, paced: false });
    const rig = await createRig({ clock, zones: 1 });
    const from = clock.now();
    await clock.jump(30 * 60_000);
    // Each write stamps the records it adds or changes with its time.
    const writes = rig
      .reports('system/confack')
      .filter((r) => r.confTyp === 'output' && r.method !== 'delete')
      .map((r) => (r.data as { at: number }).at);
    const caughtUp = [...new Set(writes.filter((t) => t < clock.now() - 10_000))];
    expect(caughtUp.length).toBeGreaterThan(0);
    expect(caughtUp.length).toBeLessThanOrEqual(30);
    for (let i = 1; i < caughtUp.length; i++)
      expect(
        caughtUp[i]! - caughtUp[i - 1]!,
        `writes at ${caughtUp.map((t) => t - from)}`,
      ).toBeGreaterThanOrEqual(60_000);
    expect(rig.invalid).toEqual([]);
  });
});
