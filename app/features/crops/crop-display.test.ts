import { describe, expect, it } from 'vitest';
import type { Zone } from '../../../protocol/live/zone.ts';
import { dayOfCulture, parseCid, groupZoneNames } from './crop-display.ts';

const zone = (f_zone_id: number, order: number): Zone => ({
  f_zone_id,
  name: `${f_zone_id}号棚`,
  area: 1,
  crop: '',
  order,
});

describe('crop display helpers', () => {
  it('parses the cid of the URL', () => {
    expect(parseCid('7')).toBe(7);
    for (const bad of ['', '0', '-2', '2.5', 'x']) expect(parseCid(bad)).toBeNull();
  });

  it('counts the day of culture from the planting day (day 1)', () => {
    const today = new Date(2025, 2, 10);
    expect(dayOfCulture('2025-03-10', today)).toBe(1);
    expect(dayOfCulture('2025-03-01', today)).toBe(10);
    expect(dayOfCulture('2025-03-11', today)).toBeNull();
    expect(dayOfCulture('not a day', today)).toBeNull();
  });

  it('names the zones in the base order and reports deleted ones apart', () => {
    expect(groupZoneNames([2, 1, 9], [zone(1, 1), zone(2, 0)])).toEqual({
      names: ['2号棚', '1号棚'],
      missing: [9],
    });
  });
});
