import { describe, expect, it } from 'vitest';
import { zone } from '../../../protocol/live/zone.ts';
import { formOf, validateZoneForm } from './zone-form.ts';

const valid = { name: ' 5号棚 ', area: '600', crop: '番茄' };

describe('validateZoneForm', () => {
  it('accepts a valid form and trims it into what the protocol wants', () => {
    const result = validateZoneForm(valid);
    expect(result).toEqual({ ok: true, value: { name: '5号棚', area: 600, crop: '番茄' } });
    if (result.ok) expect(zone.safeParse({ ...result.value, f_zone_id: 5, order: 0 }).success).toBe(true);
  });

  it('requires a name of 1 to 40 characters, not taken by another zone', () => {
    expect(validateZoneForm({ ...valid, name: '   ' })).toMatchObject({
      errors: { name: 'zones:nameRequired' },
    });
    expect(validateZoneForm({ ...valid, name: 'x'.repeat(41) })).toMatchObject({
      errors: { name: 'zones:nameTooLong' },
    });
    expect(validateZoneForm({ ...valid, name: 'x'.repeat(40) }).ok).toBe(true);
    expect(validateZoneForm(valid, ['5号棚'])).toMatchObject({ errors: { name: 'zones:nameTaken' } });
  });

  it('wants the area as a number of 0 or more, up to the protocol limit', () => {
    expect(validateZoneForm({ ...valid, area: '' })).toMatchObject({
      errors: { area: 'zones:areaRequired' },
    });
    for (const area of ['-1', 'abc', '1e3', '12,5', 'NaN'])
      expect(validateZoneForm({ ...valid, area })).toMatchObject({ errors: { area: 'zones:areaInvalid' } });
    expect(validateZoneForm({ ...valid, area: '1000001' })).toMatchObject({
      errors: { area: 'zones:areaTooLarge' },
    });
    expect(validateZoneForm({ ...valid, area: '0' }).ok).toBe(true);
    expect(validateZoneForm({ ...valid, area: '12.5' })).toMatchObject({ value: { area: 12.5 } });
  });

  it('reports every wrong field at once and limits the crop to 40 characters', () => {
    const result = validateZoneForm({ name: '', area: '-3', crop: 'y'.repeat(41) });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'zones:nameRequired', area: 'zones:areaInvalid', crop: 'zones:cropTooLong' },
    });
  });

  it('fills the form from a zone', () => {
    expect(formOf({ f_zone_id: 1, name: 'A', area: 300, crop: '', order: 0 })).toEqual({
      name: 'A',
      area: '300',
      crop: '',
    });
    expect(formOf()).toEqual({ name: '', area: '', crop: '' });
  });
});
