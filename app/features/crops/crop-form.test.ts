import { describe, expect, it } from 'vitest';
import { cropGroup, type CropGroup } from '../../../protocol/live/zone.ts';
import { formOf, validateCropForm, type CropFormValues } from './crop-form.ts';

const group: CropGroup = {
  cid: 4,
  name: '番茄组',
  crop: '番茄',
  variety: '粉冠',
  plantingDate: '2025-03-01',
  stage: 'fruiting',
  zoneIds: [1, 2],
  setpoints: { dayTemp: 25, nightTemp: 16, dayHum: 70, nightHum: 85, co2: 800 },
};
const values = (
  patch: Partial<CropFormValues> = {},
  setpoints: Partial<CropFormValues['setpoints']> = {},
) => {
  const base = formOf(group);
  return { ...base, ...patch, setpoints: { ...base.setpoints, ...setpoints } };
};

describe('validateCropForm', () => {
  it('turns a record into the form and back, unchanged', () => {
    const result = validateCropForm(formOf(group));
    expect(result).toEqual({ ok: true, value: { ...group, cid: undefined } });
    if (result.ok) expect(cropGroup.parse({ ...result.value, cid: 4 })).toEqual(group);
  });

  it('gives each missing field its own message', () => {
    const result = validateCropForm(formOf());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: { key: 'crops:required' },
      crop: { key: 'crops:required' },
      plantingDate: { key: 'crops:dateInvalid' },
      stage: { key: 'crops:stageInvalid' },
      'setpoints.dayTemp': { key: 'crops:required' },
      'setpoints.co2': { key: 'crops:required' },
    });
    expect(result.errors.variety).toBeUndefined();
    expect(result.errors.zoneIds).toBeUndefined();
  });

  it('checks setpoints against the protocol limits', () => {
    const result = validateCropForm(
      values({}, { dayTemp: '46', nightTemp: '-1', dayHum: 'warm', co2: '5000' }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        'setpoints.dayTemp': { key: 'crops:tooBig', params: { max: 45 } },
        'setpoints.nightTemp': { key: 'crops:tooSmall', params: { min: 0 } },
        'setpoints.dayHum': { key: 'crops:numberRequired' },
      },
    });
  });

  it('limits texts to 40 characters and wants a real planting day', () => {
    const result = validateCropForm(
      values({ name: 'n'.repeat(41), variety: 'v'.repeat(41), plantingDate: '2025-02-30' }),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: {
        name: { key: 'crops:tooLong', params: { max: 40 } },
        variety: { key: 'crops:tooLong', params: { max: 40 } },
        plantingDate: { key: 'crops:dateInvalid' },
      },
    });
    expect(validateCropForm(values({ plantingDate: '2024-02-29' })).ok).toBe(true);
  });

  it('allows at most 64 zones', () => {
    const many = Array.from({ length: 65 }, (_, i) => i + 1);
    expect(validateCropForm(values({ zoneIds: many }))).toMatchObject({
      errors: { zoneIds: { key: 'crops:tooManyZones', params: { max: 64 } } },
    });
  });
});
