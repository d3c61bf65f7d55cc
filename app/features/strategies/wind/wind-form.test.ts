import { describe, expect, it } from 'vitest';
import { checkStrategy } from '../shell/strategy-check';
import { blankWind, windCandidate, windFields, windOwn, windToForm, type WindForm } from './wind-form';

const check = (form: WindForm, stid?: number) =>
  checkStrategy(windCandidate(form, stid), windFields, windOwn(form));
const filled = (): WindForm => ({ ...blankWind(), name: '大风保护', zoneIds: [1], aids: [3, 4] });

describe('wind protection form', () => {
  it('turns a filled form into the protocol record and back', () => {
    const result = check({ ...filled(), closeAbove: '12', closeOnRain: false }, 6);
    expect(result.ok).toBe(true);
    if (!result.ok || result.record.kind !== 'windSpeed') return;
    expect(result.record.params).toEqual({
      aids: [3, 4],
      closeAbove: 12,
      resumeBelow: 7,
      delayS: 30,
      closeOnRain: false,
    });
    expect(windToForm(result.record)).toMatchObject({ closeAbove: '12', closeOnRain: false, aids: [3, 4] });
  });

  it('refuses no vents, resume not below close, a fractional or too long delay, a negative speed', () => {
    const result = check({ ...filled(), aids: [], closeAbove: '8', resumeBelow: '8', delayS: '1.5' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['params.aids']).toEqual({ message: 'strategies:pickVents' });
    expect(result.errors['params.resumeBelow']).toEqual({ message: 'strategies:wind_resumeBelowClose' });
    expect(result.errors['params.delayS']).toEqual({ key: 'integer' });
    const long = check({ ...filled(), delayS: '7200', closeAbove: '-1', resumeBelow: '-2' });
    expect(!long.ok && long.errors['params.delayS']).toEqual({ key: 'atMost', values: { max: 3600 } });
    expect(!long.ok && long.errors['params.closeAbove']).toEqual({ key: 'atLeast', values: { min: 0 } });
  });
});
