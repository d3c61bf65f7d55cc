import { describe, expect, it } from 'vitest';
import { formatReading } from './format-reading.ts';

describe('formatReading', () => {
  it('rounds by what the value is', () => {
    expect(formatReading('ph', 6.346)).toBe('6.35');
    expect(formatReading('light', 53182.04)).toBe('53182');
    expect(formatReading('co2', 459.4)).toBe('459');
    expect(formatReading('airTemp', 21.26)).toBe('21.3');
    expect(formatReading('outTemp', -3.04)).toBe('-3.0');
  });
});
