import { describe, expect, it } from 'vitest';
import { formatDeviceReading } from './device-reading.ts';

describe('formatDeviceReading', () => {
  it('rounds by what the value is', () => {
    expect(formatDeviceReading('ph', 6.346)).toBe('6.35');
    expect(formatDeviceReading('light', 53182.04)).toBe('53182');
    expect(formatDeviceReading('co2', 459.4)).toBe('459');
    expect(formatDeviceReading('airTemp', 21.26)).toBe('21.3');
    expect(formatDeviceReading('outTemp', -3.04)).toBe('-3.0');
  });
});
