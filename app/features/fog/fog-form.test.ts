import { describe, expect, it } from 'vitest';
import type { Fog } from '../../../protocol/live/climate.ts';
import { checkFogForm, fogToForm } from './fog-form';

const group: Fog = {
  gid: 91,
  zid: 3,
  mode: 'humidity',
  target: 75,
  pulseS: 10,
  pauseS: 60,
  enabled: true,
  aids: [26],
};

describe('checkFogForm', () => {
  it('gives back the record with the edited numbers, zone and foggers kept', () => {
    const check = checkFogForm(group, { ...fogToForm(group), target: '82', pauseS: '90' });
    expect(check).toEqual({ ok: true, record: { ...group, target: 82, pauseS: 90 } });
  });

  it('maps the schema to fields: whole seconds, pulse at least 1 s, a number for the target', () => {
    const check = checkFogForm(group, { ...fogToForm(group), pulseS: '0', pauseS: '2.5', target: '' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.pulseS).toEqual({ key: 'atLeast', values: { min: 1 } });
    expect(check.errors.pauseS).toEqual({ key: 'integer' });
    expect(check.errors.target).toEqual({ key: 'number' });
  });

  it('checks the target in the unit of the mode', () => {
    const vpd = { ...fogToForm(group), mode: 'vpd' as const };
    expect(checkFogForm(group, { ...vpd, target: '0.8' })).toMatchObject({
      ok: true,
      record: { mode: 'vpd' },
    });
    expect(checkFogForm(group, { ...vpd, target: '75' })).toMatchObject({
      ok: false,
      errors: { target: { key: 'atMost', values: { max: 3 } } },
    });
    expect(checkFogForm(group, { ...fogToForm(group), target: '10' })).toMatchObject({
      ok: false,
      errors: { target: { key: 'atLeast', values: { min: 30 } } },
    });
  });
});
