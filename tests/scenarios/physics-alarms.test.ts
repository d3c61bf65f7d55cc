/** Closed loop: an air-temperature alarm rises after its delay and clears only past its hysteresis. */
import { describe, expect, it } from 'vitest';
import { createDemoGreenhouse, localTime } from '../../simulator/testing/demo-greenhouse.ts';

const rule = { rid: 41, sid: 151, high: 30, low: null, delayS: 300, hysteresis: 2, enabled: true };

describe('alarm rule on a summer day', () => {
  it('rises after the delay above the threshold and clears only below threshold − hysteresis', () => {
    const w = createDemoGreenhouse({
      seed: 'alarm',
      climate: { cloudiness: 0.05, cloudVariability: 0.05, rainChance: 0, driftC: 0 },
      noise: false,
      alarms: { alarmRule: [rule], irrigateAlarm: [] },
    });
    let firstAbove: number | null = null;
    const trace: { t: number; v: number; open: boolean }[] = [];
    while (w.greenhouse.now() < localTime(23)) {
      const v = w.loop.readings().find((r) => r.sid === 151)?.v ?? NaN;
      const t = w.greenhouse.now();
      w.loop.tick(10);
      trace.push({ t, v, open: Object.keys(w.loop.alarms.open).length > 0 });
      if (firstAbove === null && v > 30) firstAbove = t;
    }
    const raised = w.loop.alarmEvents.find((e) => e.kind === 'raised');
    const cleared = w.loop.alarmEvents.find((e) => e.kind === 'cleared');
    expect(firstAbove).not.toBeNull();
    expect(raised?.ts).toBeGreaterThanOrEqual((firstAbove as number) + 300_000);
    expect(raised?.ts).toBeLessThan((firstAbove as number) + 400_000);
    expect(raised?.message).toMatch(/^传感器 151过高：3\d\.\d+ > 30，持续 300 秒$/);
    // Between falling below 30 and falling below 28 it stays open; it clears at the first reading < 28.
    const fallBelow30 = trace.find((p) => p.t > (raised?.ts ?? 0) && p.v < 30);
    expect(fallBelow30?.open).toBe(true);
    const clearPoint = trace.find((p) => p.t === cleared?.ts);
    expect(clearPoint?.v).toBeLessThan(28);
    expect(
      trace.filter((p) => p.t > (raised?.ts ?? 0) && p.t < (cleared?.ts ?? 0)).every((p) => p.v >= 28),
    ).toBe(true);
    expect(cleared?.alid).toBe(raised?.alid);
  });
});
