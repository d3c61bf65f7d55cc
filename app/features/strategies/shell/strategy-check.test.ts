import { describe, expect, it } from 'vitest';
import { checkStrategy, commonOf } from './strategy-check';

const rollFilm = (params: Record<string, unknown>) => ({
  ...commonOf({ name: '卷膜', priority: '60', zoneIds: [1], enabled: true }, undefined),
  kind: 'rollFilm',
  params: { aids: [1], openAbove: 24, pBand: 4, minOpen: 0, maxOpen: 100, step: 10, ...params },
});
const fields = ['name', 'priority', 'params.pBand', 'params.maxOpen'] as const;

describe('checkStrategy', () => {
  it('passes a valid record through the protocol schema', () => {
    const check = checkStrategy(rollFilm({}), fields);
    expect(check.ok && check.record.kind).toBe('rollFilm');
  });

  it('keys schema errors by dotted field path', () => {
    const check = checkStrategy(rollFilm({ pBand: 0, maxOpen: 120 }), fields);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors['params.pBand']).toEqual({ key: 'above', values: { min: 0 } });
    expect(check.errors['params.maxOpen']).toEqual({ key: 'atMost', values: { max: 100 } });
  });

  it('adds the form its own errors, and an empty name or priority is refused', () => {
    const candidate = { ...rollFilm({}), name: '', priority: Number.NaN };
    const check = checkStrategy(candidate, fields, { 'params.maxOpen': { key: 'minBelowMax' } });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.name).toEqual({ key: 'required' });
    expect(check.errors.priority).toEqual({ key: 'number' });
    expect(check.errors['params.maxOpen']).toEqual({ key: 'minBelowMax' });
  });
});
