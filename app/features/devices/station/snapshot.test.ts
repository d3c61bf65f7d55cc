import { describe, expect, it } from 'vitest';
import { groupByZone } from './camera-groups.ts';
import { isShowableSnapshot, snapshotSrc } from './snapshot.ts';

describe('camera snapshots', () => {
  it('adds a cache buster to served pictures only', () => {
    expect(snapshotSrc('data:image/svg+xml,%3Csvg', 5)).toBe('data:image/svg+xml,%3Csvg');
    expect(snapshotSrc('/cam/1.jpg', 5)).toBe('/cam/1.jpg?t=5');
    expect(snapshotSrc('https://x/cam.jpg?s=1', 5)).toBe('https://x/cam.jpg?s=1&t=5');
  });
  it('shows pictures, never scripts', () => {
    expect(isShowableSnapshot('data:image/svg+xml,abc')).toBe(true);
    expect(isShowableSnapshot('/cam/1.jpg')).toBe(true);
    expect(isShowableSnapshot('javascript:alert(1)')).toBe(false);
    expect(isShowableSnapshot('data:text/html,hi')).toBe(false);
    expect(isShowableSnapshot(undefined)).toBe(false);
  });
});

describe('cameras by zone', () => {
  it('follows the zone order and puts cameras without a known zone last', () => {
    const cam = (nid: number, zid: number | null) => ({
      nid,
      name: `c${nid}`,
      kind: 'camera' as const,
      address: 'x',
      signal: null,
      online: true,
      zid,
    });
    const zone = (f_zone_id: number, order: number) => ({
      f_zone_id,
      name: `z${f_zone_id}`,
      area: 1,
      crop: '',
      order,
    });
    const groups = groupByZone(
      [cam(1, 2), cam(2, 1), cam(3, null), cam(4, 9)],
      [zone(1, 1), zone(2, 0), zone(5, 2)],
    );
    expect(groups.map((g) => [g.zid, g.cameras.map((c) => c.nid)])).toEqual([
      [2, [1]],
      [1, [2]],
      [null, [3, 4]],
    ]);
  });
});
