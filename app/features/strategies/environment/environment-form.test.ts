import { describe, expect, it } from 'vitest';
import { checkStrategy } from '../shell/strategy-check';
import {
  blankEnvironment,
  clockOf,
  environmentCandidate,
  environmentFields,
  environmentOwn,
  environmentToForm,
  environmentWarnings,
  type EnvironmentForm,
} from './environment-form';

const check = (form: EnvironmentForm, stid?: number) =>
  checkStrategy(environmentCandidate(form, stid), environmentFields, environmentOwn(form));
const filled = (): EnvironmentForm => ({ ...blankEnvironment([2]), name: '二号棚环境' });

describe('environment form', () => {
  it('turns a filled form into the protocol record and back, a new one serving the zone asked for', () => {
    const result = check({ ...filled(), heatDay: '20', co2: '900' }, 4);
    expect(result.ok).toBe(true);
    if (!result.ok || result.record.kind !== 'environment') return;
    expect(result.record).toMatchObject({
      stid: 4,
      zoneIds: [2],
      params: { dayStart: '06:00', dayEnd: '19:00', heatDay: 20, heatNight: 16.5, humMax: 90, co2: 900 },
    });
    expect(environmentToForm(result.record)).toMatchObject({ heatDay: '20', co2: '900', zoneIds: [2] });
  });

  it('refuses a day that ends when it starts, humidity beyond 0-100, CO₂ beyond 0-5000, a bad clock', () => {
    const result = check({ ...filled(), dayEnd: '06:00', humMax: '101', co2: '5001', heatDay: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['params.dayEnd']).toEqual({ message: 'strategies:env_dayEndIsStart' });
    expect(result.errors['params.humMax']).toEqual({ key: 'atMost', values: { max: 100 } });
    expect(result.errors['params.co2']).toEqual({ key: 'atMost', values: { max: 5000 } });
    expect(result.errors['params.heatDay']).toEqual({ key: 'number' });
    const clock = check({ ...filled(), dayStart: '25:00', humMax: '-1' });
    expect(!clock.ok && clock.errors['params.dayStart']).toEqual({ key: 'invalid' });
    expect(!clock.ok && clock.errors['params.humMax']).toEqual({ key: 'atLeast', values: { min: 0 } });
  });

  it('takes a full-width colon and a one-digit hour as a time', () => {
    const result = check({ ...filled(), dayStart: '6：30', dayEnd: ' 18:00 ' });
    expect(result.ok && result.record.kind === 'environment' && result.record.params).toMatchObject({
      dayStart: '06:30',
      dayEnd: '18:00',
    });
    expect(clockOf('7:5')).toBe('7:5');
    const same = check({ ...filled(), dayStart: '6:00', dayEnd: '06:00' });
    expect(!same.ok && same.errors['params.dayEnd']).toEqual({ message: 'strategies:env_dayEndIsStart' });
  });

  it('keeps heating set points within what a heating loop accepts (0-40 °C)', () => {
    const result = check({ ...filled(), heatDay: '45', heatNight: '-2' });
    expect(!result.ok && result.errors['params.heatDay']).toEqual({ key: 'atMost', values: { max: 40 } });
    expect(!result.ok && result.errors['params.heatNight']).toEqual({ key: 'atLeast', values: { min: 0 } });
  });

  it('warns of, but allows, a night warmer than the day', () => {
    const warm = { ...filled(), heatDay: '18', heatNight: '19' };
    expect(environmentWarnings(warm)).toEqual(['strategies:env_nightAboveDay']);
    expect(check(warm).ok).toBe(true);
    expect(environmentWarnings(filled())).toEqual([]);
    expect(environmentWarnings({ ...filled(), heatNight: 'x' })).toEqual([]);
  });
});
