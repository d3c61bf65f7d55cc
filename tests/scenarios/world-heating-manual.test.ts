/**
 * heating/cmd and the automation never both drive one heater: on a hot afternoon (the automation
 * wants the heating off) a grower's start keeps the heater on and the pipes warming for as long as
 * the loop is manual; `auto` hands it back and the automation shuts it. Stepped clock.
 */
import { describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { createRig } from '../../simulator/testing/controller-rig.ts';

const minute = 60_000;
/** 2025-07-15 14:00 at UTC+8: hot and sunny, far above any heating set point. */
const summerAfternoon = Date.UTC(2025, 6, 15, 6);
const fixture = makeFarm(11, { servers: 1, zonesPerServer: 1 }).servers[0]!;

describe('a heating loop under manual control', () => {
  it('stays on against the automation until handed back, then the automation shuts it', async () => {
    const rig = await createRig({
      fixture,
      clock: createClock({ mode: 'stepped', start: summerAfternoon }),
      cadenceMs: 30_000,
      world: { warmDays: 0, climate: { cloudiness: 0, cloudVariability: 0, rainChance: 0, driftC: 0 } },
    });
    const heat = (para: Record<string, unknown>) => rig.request('heating/cmd', 'heating', 'cmd', para);
    const [loop] = rig.ctx.config.list('heating');
    const heater = () => rig.ctx.actuators.report(loop!.aid);
    rig.clock.advance(5 * minute);
    expect(heater()?.state).toBe('off'); // the automation's choice on a hot afternoon

    expect((await heat({ action: 'start', hid: loop!.hid }))?.code).toBe(0);
    const pipeBefore = (await heat({ action: 'status', hid: loop!.hid }))?.data as { pipeTemp: number };
    for (let i = 0; i < 10; i++) {
      rig.clock.advance(minute);
      expect(heater()).toMatchObject({ state: 'on', mode: 'manual' });
    }
    const status = (await heat({ action: 'status', hid: loop!.hid }))?.data as Record<string, number>;
    expect(status).toMatchObject({ running: true, valve: 100 });
    expect(status.pipeTemp).toBeGreaterThan(pipeBefore.pipeTemp + 2);
    expect(rig.ctx.config.get('heating', loop!.hid)?.mode).toBe('manual');

    expect((await heat({ action: 'auto', hid: loop!.hid }))?.code).toBe(0);
    rig.clock.advance(2 * minute);
    expect(heater()).toMatchObject({ state: 'off', mode: 'auto' });
    expect(rig.ctx.config.get('heating', loop!.hid)?.mode).toBe('auto');
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  }, 60_000);
});
