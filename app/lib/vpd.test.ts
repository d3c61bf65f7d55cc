import { describe, expect, it } from 'vitest';
import { satVapourPressureKPa, vpdKPa } from './vpd';

describe('vpdKPa', () => {
  it('matches the textbook values', () => {
    expect(satVapourPressureKPa(20)).toBeCloseTo(2.338, 2);
    expect(satVapourPressureKPa(30)).toBeCloseTo(4.243, 2);
    expect(vpdKPa(25, 60)).toBeCloseTo(1.267, 2);
    expect(vpdKPa(20, 100)).toBe(0);
  });

  it("agrees with the controller's (model/greenhouse/psychro.ts), so the screen shows what the automation compares", () => {
    expect(vpdKPa(10, 80)).toBeCloseTo(0.245593, 5);
    expect(vpdKPa(22, 55)).toBeCloseTo(1.189769, 5);
    expect(vpdKPa(35, 20)).toBeCloseTo(4.498145, 5);
  });

  it('clamps the humidity and gives null without both values', () => {
    expect(vpdKPa(20, 120)).toBe(0);
    expect(vpdKPa(20, -5)).toBeCloseTo(satVapourPressureKPa(20), 6);
    expect(vpdKPa(undefined, 50)).toBeNull();
    expect(vpdKPa(20, null)).toBeNull();
    expect(vpdKPa(Number.NaN, 50)).toBeNull();
  });
});
