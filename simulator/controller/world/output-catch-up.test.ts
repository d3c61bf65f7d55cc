// Automation's output records follow every decision, or one per catchUpEveryMs while the clock
// catches up (a jump); their reports on system/confack are held then and folded, so an app that
// follows them ends the jump with the controller's records.
import { describe, expect, it } from 'vitest';
import type { Output } from '../../../protocol/index.ts';
import { catchUpEveryMs } from '../../catch-up.ts';
import { defaultSteppedStart } from '../../clock.ts';
import { createRig } from '../../testing/controller-rig.ts';
import { createWorldClock } from '../../world-clock.ts';

describe('output records during a jump', () => {
  it('are written once per catchUpEveryMs, and an app following the reports ends with them', async () => {
    // Noon at the farm: automation moves the vents and rewrites its wishes.
    const clock = createWorldClock({ start: defaultSteppedStart + 12 * 3_600_000, paced: false });
    const rig = await createRig({ clock, zones: 1 });
    const before = rig.reports('system/confack').length;
    const app = new Map(rig.ctx.config.list('output').map((o) => [o.oid, o]));
    const from = clock.now();
    await clock.jump(3 * catchUpEveryMs);
    const reports = rig.reports('system/confack').slice(before);
    for (const r of reports.filter((r) => r.confTyp === 'output')) {
      const data = r.data as Output;
      if (r.method === 'delete') app.delete(data.oid);
      else app.set(data.oid, data);
    }
    expect([...app.values()]).toEqual(rig.ctx.config.list('output'));
    // Each write stamps the records it adds or changes with its time.
    const writes = [...new Set(rig.ctx.config.list('output').map((o) => o.at ?? 0))].filter(
      (t) => t > from && t < clock.now() - 10_000,
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const t of writes)
      expect((t - from) % catchUpEveryMs, `written at ${t - from}`).toBeLessThanOrEqual(10_000);
    expect(reports.length).toBeLessThanOrEqual(2 * rig.ctx.config.list('output').length + 10);
    expect(rig.invalid).toEqual([]);
  });
});
