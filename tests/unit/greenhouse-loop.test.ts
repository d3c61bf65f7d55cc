/** The loop notices an actuator handed back from manual to auto, with or without the actuators' aid list. */
import { describe, expect, it } from 'vitest';
import { createDemoGreenhouse } from '../../simulator/testing/demo-greenhouse.ts';
import { createGreenhouseLoop } from '../../model/greenhouse-loop/greenhouse-loop.ts';
import { createIdealActuators } from '../../model/greenhouse-loop/ideal-actuators.ts';
import type { LoopActuators } from '../../model/greenhouse-loop/loop-actuators.ts';
import { modelReadings } from '../../model/greenhouse-loop/sensor-readings.ts';

function rig(withAids: boolean) {
  const demo = createDemoGreenhouse({ seed: 'release', zones: 1, noise: false });
  const gh = demo.greenhouse;
  const { config } = demo.farm;
  const ideal = createIdealActuators(config.actuator, config.valve, () => gh.now());
  const actuators: LoopActuators = withAids
    ? ideal
    : { live: ideal.live, apply: ideal.apply, positions: ideal.positions, openValves: ideal.openValves };
  const loop = createGreenhouseLoop({
    greenhouse: gh,
    actuators,
    config: () => config,
    utcOffsetMin: () => 480,
  });
  const decide = () => {
    const d = loop.decide(gh.now(), modelReadings(gh, demo.farm.sensors));
    loop.step(10);
    return d!;
  };
  return { ideal, decide };
}

describe('greenhouse loop: manual back to auto', () => {
  for (const withAids of [true, false]) {
    it(`releases the actuator so automation drives it again (${withAids ? 'aid list' : 'for-in'})`, () => {
      const { ideal, decide } = rig(withAids);
      let last = decide();
      // An actuator whose target held from one decision to the next.
      let aid: number | undefined;
      for (let i = 0; i < 20 && aid === undefined; i++) {
        const d = decide();
        aid = Object.keys(d.targets)
          .map(Number)
          .find((a) => !d.changed.includes(a) && a in last.targets);
        last = d;
      }
      expect(aid).toBeDefined();
      const a = aid as number;
      ideal.states[a] = {
        ...(ideal.states[a] as NonNullable<(typeof ideal.states)[number]>),
        mode: 'manual',
      };
      expect(decide().targets[a]).toBeUndefined(); // held for the grower
      ideal.states[a] = { ...(ideal.states[a] as NonNullable<(typeof ideal.states)[number]>), mode: 'auto' };
      // Released: automation's memory of it is gone, so its target is given (and logged) anew.
      expect(decide().changed).toContain(a);
    });
  }
});
