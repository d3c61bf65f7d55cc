import { describe, expect, it } from 'vitest';
import type { HeatingLoop } from '../../../protocol/live/climate.ts';
import { checkHeatingForm, loopToForm } from './heating-form';

const loop: HeatingLoop = {
  hid: 101,
  name: '一号加温环路',
  zid: 3,
  mode: 'manual',
  daySetpoint: 19.5,
  nightSetpoint: 16.5,
  aid: 27,
};

describe('checkHeatingForm', () => {
  it('gives back the loop with the new set points, its mode and heater kept', () => {
    expect(checkHeatingForm(loop, { daySetpoint: '21', nightSetpoint: '17.5' })).toEqual({
      ok: true,
      record: { ...loop, daySetpoint: 21, nightSetpoint: 17.5 },
    });
    expect(loopToForm(loop)).toEqual({ daySetpoint: '19.5', nightSetpoint: '16.5' });
  });

  it("maps the schema's range and a missing number to their fields", () => {
    const check = checkHeatingForm(loop, { daySetpoint: '45', nightSetpoint: 'x' });
    expect(check).toEqual({
      ok: false,
      errors: { daySetpoint: { key: 'atMost', values: { max: 40 } }, nightSetpoint: { key: 'number' } },
    });
  });

  it('refuses a night set point above the day one', () => {
    expect(checkHeatingForm(loop, { daySetpoint: '16', nightSetpoint: '18' })).toEqual({
      ok: false,
      errors: { nightSetpoint: { message: 'heating:nightAboveDay' } },
    });
  });
});
