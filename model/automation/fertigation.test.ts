import { describe, expect, it } from 'vitest';
import type { FertCenter, IrrigationPlan } from '../../protocol/index.ts';
import { actuator, at, config, input, readings, sequence } from './automation-input.ts';

const plan: IrrigationPlan = {
  pid: 61,
  name: 'p',
  enabled: true,
  trigger: { type: 'time', times: ['08:00'] },
  valveIds: [31],
  secondsPerValve: 600,
  recipeId: 71,
};
const center: FertCenter = {
  fid: 81,
  name: 'c',
  layout: 'dual',
  tanks: [],
  ecSid: null,
  phSid: null,
  flowSid: null,
  recipeId: null,
};
const cfg = config({
  actuator: [actuator(25, 'valve')],
  valve: [{ vid: 31, name: 'v', zid: 1, aid: 25, flowNominal: 40 }],
  irrigationPlan: [plan],
  fertRecipe: [{ rid: 71, name: '番茄', ec: 2.6, ph: 5.8, ratioA: 1, ratioB: 1, ratioAcid: 0.2 }],
  fertCenter: [center],
});
const step = (clock: string, s: number, ec: number, ph: number) => ({
  now: at(clock, 0, s),
  readings: readings({}, { ec, ph, flow: 40 }),
});

describe('fertigation', () => {
  it('asks the mixer for the recipe while a program runs and corrects a lasting EC/pH error', () => {
    const ds = sequence(input({ config: cfg }), [
      step('07:59', 0, 0.3, 7.2),
      step('08:00', 0, 0.3, 7.2),
      step('08:00', 30, 2.4, 6.0),
      step('08:00', 60, 2.4, 6.0),
    ]);
    expect(ds[0]?.mixer).toBeNull(); // idle, and the centre has no recipe of its own
    expect(ds[1]?.mixer).toMatchObject({ active: true, ecTarget: 2.6, phTarget: 5.8 });
    expect(ds[1]?.logs.map((l) => l.message)).toContain('fertigation: 番茄, EC 2.6 mS/cm, pH 5.8');
    expect(ds[3]?.mixer?.ecTarget).toBeGreaterThan(2.6);
    expect(ds[3]?.mixer?.phTarget).toBeLessThan(5.8);
  });

  it('has nothing to ask without a recipe', () => {
    const none = config({ ...cfg, fertRecipe: [] });
    expect(sequence(input({ config: none }), [step('08:00', 0, 1, 7)])[0]?.mixer).toBeNull();
  });
});
