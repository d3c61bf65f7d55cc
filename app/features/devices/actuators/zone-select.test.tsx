// @vitest-environment jsdom
// The zone filter opens only once the zones have come, and then lists them with "all zones".
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Zone } from '../../../../protocol/live/zone.ts';
import '../../../i18n';
import type { ZoneFilter } from './zone-filter';
import { ZoneSelect } from './zone-select';

afterEach(cleanup);

const zones: Zone[] = [
  { f_zone_id: 1, name: '1号棚', area: 300, crop: '', order: 0 },
  { f_zone_id: 2, name: '2号棚', area: 300, crop: '', order: 1 },
];

function renderSelect(ready: boolean, listed: readonly Zone[]) {
  const chosen: ZoneFilter[] = [];
  render(<ZoneSelect value="all" zones={listed} ready={ready} withNone onChange={(v) => chosen.push(v)} />);
  return { field: screen.getByRole('combobox'), chosen };
}

describe('ZoneSelect', () => {
  it('is disabled while the zones are on their way', () => {
    const { field } = renderSelect(false, []);
    expect(field.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseDown(field);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lists the zones once they have come and reports the one picked', () => {
    const { field, chosen } = renderSelect(true, zones);
    expect(field.getAttribute('aria-disabled')).toBeNull();
    fireEvent.mouseDown(field);
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['1号棚', '2号棚']));
    fireEvent.click(within(list).getByRole('option', { name: '2号棚' }));
    expect(chosen).toEqual([2]);
  });
});
