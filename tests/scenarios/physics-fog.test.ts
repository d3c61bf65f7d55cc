/** Closed loop: a fog record (humidity mode, pulse/pause) raises RH and lowers the air temperature. */
import { describe, expect, it } from 'vitest';
import { createDemoGreenhouse, localTime } from '../../simulator/testing/demo-greenhouse.ts';
import type { DemoGreenhouseFarm } from '../../simulator/testing/demo-greenhouse-farm.ts';

const dry = { cloudiness: 0.05, cloudVariability: 0.05, rainChance: 0, driftC: 0, dewDepressionC: 10 };
const withFog = (farm: DemoGreenhouseFarm): DemoGreenhouseFarm => ({
  ...farm,
  config: {
    ...farm.config,
    fog: [
      { gid: 91, zid: 1, mode: 'humidity', target: 80, pulseS: 60, pauseS: 30, enabled: true, aids: [106] },
    ],
  },
});

describe('fog', () => {
  it('raises humidity and lowers temperature on a hot dry afternoon', () => {
    const plain = createDemoGreenhouse({ seed: 'fog', climate: dry });
    const fogged = createDemoGreenhouse({ seed: 'fog', climate: dry, configure: withFog });
    const seconds = (localTime(14) - plain.greenhouse.now()) / 1000;
    plain.loop.run(seconds, 10);
    let pulses = 0;
    let wasOn = false;
    fogged.loop.run(seconds, 10, () => {
      const on = fogged.loop.live[106]?.on === true;
      if (on && !wasOn) pulses++;
      wasOn = on;
    });
    const a = plain.greenhouse.readings(1);
    const b = fogged.greenhouse.readings(1);
    expect(a.airHum).toBeLessThan(60);
    expect(b.airHum - a.airHum).toBeGreaterThan(4); // vents wide open: the fog leaves quickly
    expect(a.airTemp - b.airTemp).toBeGreaterThan(1);
    const starts = fogged.loop.logs.filter((l) => l.message.startsWith('fog 91: start'));
    expect(starts.length).toBeGreaterThan(0);
    expect(pulses).toBeGreaterThan(3 * starts.length); // logged per fogging spell, not per pulse
  });
});
