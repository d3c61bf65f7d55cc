import { describe, expect, it } from 'vitest';
import type { IrrigationPlan } from '../../../protocol/index.ts';
import { decide } from '../decide.ts';
import { initialAutomationState } from '../state.ts';
import { actuator, at, config, input } from '../automation-input.ts';
import {
  irrigationStatus,
  pauseIrrigation,
  resumeIrrigation,
  startPlan,
  stopIrrigation,
} from './commands.ts';

const plan: IrrigationPlan = {
  pid: 61,
  name: 'p',
  enabled: true,
  trigger: { type: 'time', times: ['23:00'] },
  valveIds: [31, 32],
  secondsPerValve: 300,
  recipeId: null,
};
const cfg = config({
  actuator: [actuator(25, 'valve'), actuator(26, 'valve')],
  valve: [
    { vid: 31, name: 'a', zid: 1, aid: 25, flowNominal: 40 },
    { vid: 32, name: 'b', zid: 1, aid: 26, flowNominal: 40 },
  ],
  irrigationPlan: [plan],
});

describe('rotationIrrigation commands', () => {
  it('start queues a plan that the next decision runs; status reports the progress', () => {
    const started = startPlan(initialAutomationState(), [plan], 61);
    if (!started.ok) throw new Error(started.msg);
    const d = decide(input({ now: at('10:00'), config: cfg, state: started.state }));
    expect(d.targets[25]).toEqual({ action: 'on' });
    expect(irrigationStatus(d.state, [plan], at('10:01'))).toMatchObject({
      state: 'running',
      vid: 31,
      remainingS: 540,
    });
    expect(startPlan(d.state, [plan], 61)).toMatchObject({ ok: false, code: 4 });
    expect(startPlan(d.state, [plan], 99)).toMatchObject({ ok: false, code: 3 });
  });

  it('pause freezes the valve time and closes it; resume carries on; stop ends all', () => {
    const started = startPlan(initialAutomationState(), [plan], 61);
    if (!started.ok) throw new Error(started.msg);
    const running = decide(input({ now: at('10:00'), config: cfg, state: started.state })).state;
    const paused = pauseIrrigation(running, [plan], at('10:02'));
    if (!paused.ok) throw new Error(paused.msg);
    const whilePaused = decide(input({ now: at('10:30'), config: cfg, state: paused.state }));
    expect(whilePaused.targets[25]).toEqual({ action: 'off' });
    expect(whilePaused.irrigation).toMatchObject({ state: 'paused', remainingS: 480 });
    expect(whilePaused.mixer).toBeNull();
    const resumed = resumeIrrigation(whilePaused.state, [plan], at('10:30'));
    if (!resumed.ok) throw new Error(resumed.msg);
    const after = decide(input({ now: at('10:32'), config: cfg, state: resumed.state }));
    expect(after.targets[25]).toEqual({ action: 'on' });
    expect(decide(input({ now: at('10:33', 0, 1), config: cfg, state: after.state })).targets[26]).toEqual({
      action: 'on',
    });
    const stopped = stopIrrigation(after.state, at('10:34')); // 180 s were left at the pause
    expect(stopped.ok && irrigationStatus(stopped.state, [plan], at('10:34')).state).toBe('idle');
    expect(resumeIrrigation(initialAutomationState(), [plan], 0)).toMatchObject({ ok: false, code: 4 });
  });
});
