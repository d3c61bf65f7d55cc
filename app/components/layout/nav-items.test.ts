import { describe, expect, it } from 'vitest';
import { activeTab, navGroups } from './nav-items';

describe('navigation', () => {
  it('marks the bottom tab of a path', () => {
    expect(activeTab('/')).toBe('/');
    expect(activeTab('/devicedata/Regional_info')).toBe('/');
    expect(activeTab('/device/sensor')).toBe('/device/server');
    expect(activeTab('/automaticSettings/FanControl')).toBe('/automaticSettings/automaticSettingsMain');
    expect(activeTab('/version')).toBeNull();
  });

  it('lists each screen once', () => {
    const paths = navGroups.flatMap((g) => g.items.map((i) => i.to));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
