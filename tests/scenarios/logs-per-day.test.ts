/**
 * The log keeps weeks: automation of a demo-farm controller writes fewer than 300 lines
 * per simulated day, in the season its control loops switch most, although its actuators change
 * thousands of times a day. Counted on the closed loop (decisions every 10 s, as the controller's
 * world), not timed: the controller's log holds 5,000 lines (controller/journal.ts).
 */
import { describe, expect, it } from 'vitest';
import { demoFarm } from '../../fixtures/farms.ts';
import { serverClosedLoop } from '../../simulator/testing/server-closed-loop.ts';

const dayMs = 86_400_000;
const ceiling = 300;
/** Local midnights (UTC+8) of a spring day (the busiest: heating, humidity venting, fans) and a summer one. */
const seasons = { spring: Date.UTC(2025, 3, 14, 16), summer: Date.UTC(2025, 6, 14, 16) };

describe('automation log volume', () => {
  for (const [season, start] of Object.entries(seasons))
    it(`stays under ${ceiling} lines per controller-day in ${season}`, () => {
      for (const fixture of demoFarm.servers) {
        const loop = serverClosedLoop(fixture, { start });
        let changes = 0;
        loop.run(dayMs / 1000, 10, (d) => (changes += d?.changed.length ?? 0));
        const lines = loop.logs.length;
        console.log(`${season} ${fixture.server.sn}: ${lines} lines, ${changes} target changes`);
        expect(lines).toBeLessThan(ceiling);
        expect(lines).toBeGreaterThan(20); // it still tells what happened
        if (season === 'spring') expect(changes).toBeGreaterThan(10 * ceiling);
      }
    }, 120_000);
});
