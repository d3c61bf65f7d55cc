import { describe, expect, it } from 'vitest';
import type { Zone } from '../../../protocol/live/zone.ts';
import { moveZone, nextOrder, sortZones, withOrders } from './zone-order.ts';

const z = (f_zone_id: number, order: number): Zone => ({
  f_zone_id,
  name: `Z${f_zone_id}`,
  area: 100,
  crop: '',
  order,
});

describe('zone order', () => {
  it('sorts by order, then by id', () => {
    expect(sortZones([z(3, 1), z(1, 2), z(2, 1)]).map((x) => x.f_zone_id)).toEqual([2, 3, 1]);
  });

  it('moving swaps with the neighbour and sends only the zones whose order changed', () => {
    const zones = [z(1, 0), z(2, 1), z(3, 2)];
    expect(moveZone(zones, 3, -1)).toEqual([{ ...z(3, 1) }, { ...z(2, 2) }]);
    expect(moveZone(zones, 1, 1)).toEqual([z(2, 0), z(1, 1)]);
  });

  it('does nothing past either end or for an unknown zone', () => {
    const zones = [z(1, 0), z(2, 1)];
    expect(moveZone(zones, 1, -1)).toEqual([]);
    expect(moveZone(zones, 2, 1)).toEqual([]);
    expect(moveZone(zones, 9, 1)).toEqual([]);
  });

  it('renumbers gaps and ties while moving, keeping whole records', () => {
    const zones = [{ ...z(1, 5), crop: '番茄' }, z(2, 5), z(3, 9)];
    const updates = moveZone(zones, 3, -1);
    expect(
      sortZones(withOrders(zones, new Map(updates.map((u) => [u.f_zone_id, u.order])))).map(
        (x) => x.f_zone_id,
      ),
    ).toEqual([1, 3, 2]);
    expect(updates.find((u) => u.f_zone_id === 1)).toEqual({ ...z(1, 0), crop: '番茄' });
  });

  it('puts a new zone after every other', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([z(1, 0), z(2, 7)])).toBe(8);
  });
});
