/**
 * Closed loop on a winter night: the default strategy draws the thermal curtain (outside below
 * 10 °C at night) and the heating loop holds the night set point (16.5 °C) without cycling.
 */
import { describe, expect, it } from 'vitest';
import { createDemoGreenhouse, localTime } from '../../simulator/testing/demo-greenhouse.ts';

const winter = Date.UTC(2025, 0, 14, 16); // 2025-01-15 00:00 UTC+8

describe('a winter night under the default strategy', () => {
  it('draws the curtain and holds 16.5 °C with the pipes', () => {
    const w = createDemoGreenhouse({ seed: 'winter', start: winter });
    w.loop.run((localTime(22, 1, winter) - w.greenhouse.now()) / 1000, 10);
    const temps: number[] = [];
    let shuts = 0;
    let open = (w.loop.live[107]?.pos ?? 0) > 0;
    w.loop.run(7 * 3600, 10, () => {
      temps.push(w.greenhouse.readings(1).airTemp);
      const now = (w.loop.live[107]?.pos ?? 0) > 0;
      if (open && !now) shuts++;
      open = now;
    });
    const r = w.greenhouse.readings(1);
    expect(r.outTemp).toBeLessThan(5);
    expect(w.loop.live[103]?.pos).toBe(0); // drawn
    const mean = temps.reduce((a, b) => a + b, 0) / temps.length;
    expect(Math.abs(mean - 16.5)).toBeLessThan(0.3);
    expect(Math.min(...temps)).toBeGreaterThan(15.8);
    expect(Math.max(...temps)).toBeLessThan(17.2);
    expect(shuts).toBe(0);
    expect(r.pipeTemp).toBeGreaterThan(35);
  });
});
