/**
 * The world is a function of simulated time: a controller's day, its clock paced by a host whose
 * speed a trainer changes at random (×600..×3600), pauses and resumes, publishes exactly what the
 * same day stepped without a break publishes, each message at the same simulated moment. The host
 * is a fake one, moved by the property's own waits, so a run is replayed exactly from its seed.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startOneController } from '../support/one-controller.ts';
import { createWorldClock, type HostTime, type WorldClock } from '../../simulator/world-clock.ts';

const start = Date.UTC(2025, 5, 1, 16); // midnight at the farm
const dayMs = 86_400_000;

/** Every message the controller published in its first day: the moment, the topic, the payload's digest. */
async function dayOf(clock: WorldClock, drive: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const sim = await startOneController(clock, 0);
  const untap = sim.observe({
    published(_sn, topic, payload) {
      if (clock.now() <= start + dayMs)
        seen.push(`${clock.now()} ${topic} ${createHash('sha1').update(payload).digest('hex')}`);
    },
  });
  try {
    await drive();
  } finally {
    untap();
    await sim.stop();
    clock.stop();
  }
  return seen;
}

function fakeHost() {
  let t = 0;
  let tick: (() => void) | undefined;
  const host: HostTime = {
    now: () => t,
    every: (_ms, fn) => ((tick = fn), () => (tick = undefined)),
    breathe: () => Promise.resolve(),
  };
  return {
    host,
    async pass(ms: number) {
      t += ms;
      tick?.();
      await new Promise((resolve) => setImmediate(resolve)); // a chunked move ends
    },
  };
}

type Act = { wait: number } | { speed: number } | { pause: true } | { resume: true };
const act: fc.Arbitrary<Act> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ wait: fc.integer({ min: 20, max: 250 }) }) },
  { weight: 2, arbitrary: fc.record({ speed: fc.constantFrom(600, 900, 1800, 3600) }) },
  { weight: 1, arbitrary: fc.constant({ pause: true as const }) },
  { weight: 1, arbitrary: fc.constant({ resume: true as const }) },
);

describe('a day is the same at any pace', () => {
  it('random speed changes and pauses publish what the undisturbed day publishes', async () => {
    const steppedClock = createWorldClock({ start, paced: false });
    const reference = await dayOf(steppedClock, async () => void (await steppedClock.step(dayMs + 1)));
    expect(reference.length).toBeGreaterThan(17_000); // a day of readings at least
    await fc.assert(
      fc.asyncProperty(fc.array(act, { minLength: 5, maxLength: 40 }), async (acts) => {
        const h = fakeHost();
        const clock = createWorldClock({ start, speed: 3600, host: h.host });
        const day = await dayOf(clock, async () => {
          let heldWaits = 0; // a trainer resumes a paused clock after a few waits
          for (let i = 0; clock.now() <= start + dayMs; i++) {
            const a = acts[i % acts.length]!;
            if ('wait' in a) {
              if (clock.state().paused && ++heldWaits >= 3) clock.resume();
              await h.pass(a.wait);
            } else if ('speed' in a) clock.setSpeed(a.speed);
            else if ('pause' in a) clock.pause();
            else clock.resume();
            if (!clock.state().paused) heldWaits = 0;
          }
        });
        expect(day.length).toBe(reference.length);
        expect(day).toEqual(reference);
      }),
      { numRuns: 3, seed: 20_261_128, endOnFailure: true },
    );
  }, 300_000);
});
