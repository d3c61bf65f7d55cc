// The physics' view of a controller's actuators (positions, open valves) follows their reports:
// peeking at the run-time records gives what the reports say, step after step.
import { describe, expect, it } from 'vitest';
import { isPositionKind } from '../../../protocol/index.ts';
import { createRig } from '../../testing/controller-rig.ts';
import { createRuntimeActuators } from './runtime-actuators.ts';

describe('runtime actuators as the physics reads them', () => {
  it('gives each actuator where its report says it stands, while they move and switch', async () => {
    const rig = await createRig({ world: { warmDays: 0, automation: false } });
    const plant = createRuntimeActuators(rig.ctx);
    const list = rig.ctx.config.list('actuator');
    const roller = list.find((a) => a.kind === 'roller')!;
    const fan = list.find((a) => a.kind === 'fan')!;
    const valve = rig.ctx.config.list('valve')[0]!;
    rig.ctx.actuators.command({ aid: roller.aid, action: 'set', value: 60 }, 'manual');
    rig.ctx.actuators.command({ aid: fan.aid, action: 'on' }, 'manual');
    rig.ctx.actuators.command({ aid: valve.aid, action: 'on' }, 'manual');
    for (let s = 0; s < 5; s++) {
      rig.clock.advance(3000);
      const positions = plant.positions();
      expect(positions.map((p) => p.aid)).toEqual(list.map((a) => a.aid));
      for (const p of positions) {
        const report = rig.ctx.actuators.report(p.aid)!;
        if (isPositionKind(p.kind)) expect(p.pos).toBeCloseTo(report.pos ?? -1, 1);
        else if (p.kind !== 'heater') expect(p.on).toBe(report.state === 'on');
      }
      expect(positions.find((p) => p.aid === fan.aid)?.on).toBe(true);
      expect(plant.openValves().map((v) => v.aid)).toContain(valve.aid);
    }
    rig.ctx.actuators.command({ aid: fan.aid, action: 'off' }, 'manual');
    expect(plant.positions().find((p) => p.aid === fan.aid)?.on).toBe(false);
  });
});
