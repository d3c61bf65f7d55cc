import { describe, expect, it } from 'vitest';
import type { IrrigationPlan } from '../../../../protocol/live/irrigation.ts';
import { checkPlanForm, emptyPlanForm, planToForm, type PlanForm } from './plan-form';
import { addValve, moveValve, removeValve, valvesLeft } from './valve-order';

const form = (patch: Partial<PlanForm> = {}): PlanForm => ({
  ...emptyPlanForm('time'),
  name: '东区滴灌',
  valveIds: [3, 1],
  ...patch,
});

const errorsOf = (f: PlanForm) => {
  const check = checkPlanForm(f, 7);
  return check.ok ? {} : check.errors;
};

describe('checkPlanForm', () => {
  it('builds a plan by time with its times sorted, no recipe and no window', () => {
    const check = checkPlanForm(form({ times: ['14:30', '06:30'] }));
    expect(check).toEqual({
      ok: true,
      plan: {
        name: '东区滴灌',
        enabled: true,
        trigger: { type: 'time', times: ['06:30', '14:30'] },
        valveIds: [3, 1],
        secondsPerValve: 300,
        recipeId: null,
      },
    });
  });

  it('asks for at least one time and refuses the same time twice', () => {
    expect(errorsOf(form({ times: [] }))['trigger.times']).toEqual({ message: 'water:errorNoTime' });
    expect(errorsOf(form({ times: ['06:30', '06:30'] }))['trigger.times']).toEqual({
      message: 'water:errorTimeTwice',
    });
  });

  it('builds a plan by radiation sum and keeps the pid of an edit', () => {
    const check = checkPlanForm(
      form({
        type: 'radiation',
        sumJcm2: '5',
        minRadiation: '50',
        minIntervalMin: '1',
        maxIntervalMin: '30',
      }),
      7,
    );
    expect(check.ok && check.plan.pid).toBe(7);
    expect(check.ok && check.plan.trigger).toEqual({
      type: 'radiation',
      sumJcm2: 5,
      minRadiation: 50,
      minIntervalMin: 1,
      maxIntervalMin: 30,
    });
  });

  it('checks the radiation fields with the protocol and min interval ≤ max interval', () => {
    const errors = errorsOf(form({ type: 'radiation', sumJcm2: '0', minIntervalMin: '1.5' }));
    expect(errors['trigger.sumJcm2']).toEqual({ key: 'atLeast', values: { min: 1 } });
    expect(errors['trigger.minIntervalMin']).toEqual({ key: 'integer' });
    expect(errorsOf(form({ type: 'radiation', minIntervalMin: '90', maxIntervalMin: '60' }))).toEqual({
      'trigger.maxIntervalMin': { message: 'water:errorIntervalOrder' },
    });
    expect(errorsOf(form({ type: 'radiation', minIntervalMin: '60', maxIntervalMin: '60' }))).toEqual({});
  });

  it('builds a plan by soil moisture, which needs a sensor and a level of 0-100 %', () => {
    const check = checkPlanForm(form({ type: 'moisture', sid: '12', below: '35' }));
    expect(check.ok && check.plan.trigger).toEqual({ type: 'moisture', sid: 12, below: 35 });
    expect(errorsOf(form({ type: 'moisture', sid: '', below: '120' }))).toEqual({
      'trigger.sid': { message: 'water:errorNoSensor' },
      'trigger.below': { key: 'atMost', values: { max: 100 } },
    });
  });

  it('ignores the fields of the other trigger types', () => {
    expect(errorsOf(form({ type: 'time', sumJcm2: 'abc', sid: '' }))).toEqual({});
  });

  it('asks for a valve, a whole number of seconds and a name', () => {
    expect(errorsOf(form({ valveIds: [], secondsPerValve: '0', name: ' ' }))).toEqual({
      valveIds: { message: 'water:errorNoValve' },
      secondsPerValve: { key: 'atLeast', values: { min: 1 } },
      name: { key: 'required' },
    });
  });

  it('sends a window only when switched on, and not one that starts when it ends', () => {
    const on = checkPlanForm(
      form({ windowOn: true, windowStart: '20:00', windowEnd: '06:00', recipeId: '2' }),
    );
    expect(on.ok && on.plan.window).toEqual({ start: '20:00', end: '06:00' });
    expect(on.ok && on.plan.recipeId).toBe(2);
    expect(errorsOf(form({ windowOn: true, windowStart: '08:00', windowEnd: '08:00' }))).toEqual({
      'window.end': { message: 'water:errorWindowSame' },
    });
    expect(errorsOf(form({ windowOn: false, windowStart: '08:00', windowEnd: '08:00' }))).toEqual({});
  });

  it('reads a stored plan back into the same plan', () => {
    const plan: IrrigationPlan = {
      pid: 2,
      name: '辐射累积灌溉',
      enabled: false,
      trigger: { type: 'radiation', sumJcm2: 100, minRadiation: 150, minIntervalMin: 15, maxIntervalMin: 60 },
      valveIds: [2, 4],
      secondsPerValve: 240,
      recipeId: 1,
      window: { start: '06:00', end: '18:00' },
    };
    expect(checkPlanForm(planToForm(plan), 2)).toEqual({ ok: true, plan });
  });
});

describe('valve order', () => {
  it('moves a valve up and down, and not past either end', () => {
    expect(moveValve([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveValve([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveValve([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveValve([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('adds a valve once, at the end, and removes one by its place', () => {
    expect(addValve([1, 2], 5)).toEqual([1, 2, 5]);
    expect(addValve([1, 2], 1)).toEqual([1, 2]);
    expect(removeValve([1, 2, 5], 1)).toEqual([1, 5]);
    expect(valvesLeft([{ vid: 1 }, { vid: 2 }, { vid: 5 }], [5, 1])).toEqual([{ vid: 2 }]);
  });
});
