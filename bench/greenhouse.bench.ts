/**
 * Simulated greenhouse throughput: one controller's 4 zones stepping physics (Euler, ≤ 10 s) and
 * automation decisions in a closed loop (simulator/automation/closed-loop.ts). Targets (issue 5):
 * 24 h simulated in under 1 s; the 30-day warm-up is reported as is.
 */
import { createDemoWorld } from '../simulator/automation/index.ts';
import type { Figure } from './figure.ts';
import { measure } from './figure.ts';

const zones = 4;
const hour = 3600;

/** Figures: simulated hours per CPU second, the time for one simulated day and for the 30-day warm-up. */
export function greenhouseBench(): Figure[] {
  const running = createDemoWorld({ seed: 'bench', zones });
  const figures = [
    measure(
      `greenhouse ${zones} zones, physics + decisions every 10 s: 1 simulated hour (ops = sim h)`,
      48,
      () => running.loop.run(hour, 10),
    ),
    measure(`greenhouse ${zones} zones: 24 simulated hours (target < 1000 ms)`, 3, () =>
      createDemoWorld({ seed: 'bench-day', zones }).loop.run(24 * hour, 10),
    ),
  ];
  // The warm-up runs once, already warm: measure() would run it twice.
  for (const [label, tick] of [
    ['decisions every 60 s', 60],
    ['decisions every 10 s', 10],
  ] as const) {
    const world = createDemoWorld({ seed: 'warm-up', zones });
    const start = performance.now();
    world.loop.run(30 * 24 * hour, tick);
    const elapsed = performance.now() - start;
    figures.push({
      name: `greenhouse ${zones} zones: 30-day warm-up, ${label}`,
      runs: 1,
      meanMs: elapsed,
      opsPerSecond: 1000 / elapsed,
    });
  }
  return figures;
}
