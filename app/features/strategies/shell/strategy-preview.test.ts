// A strategy editor's edited configuration: its strategy in place of the saved one, or added under a
// free id; its zones with those its group policies give it.
import { describe, expect, it } from 'vitest';
import type { GroupPolicy, Strategy } from '../../../../protocol/index.ts';
import type { AutomationConfig } from '../../../../model/automation/types.ts';
import { rollFilmCandidate, rollFilmToForm } from '../roll-film/roll-film-form';
import { withStrategy, zonesOfEdited } from './strategy-preview';

const rollFilm: Extract<Strategy, { kind: 'rollFilm' }> = {
  stid: 4,
  name: '卷膜通风',
  kind: 'rollFilm',
  priority: 60,
  zoneIds: [2],
  enabled: true,
  params: { aids: [11, 12], openAbove: 24.5, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
};
const other = { ...rollFilm, stid: 9, zoneIds: [3] };
const policy = { strategyIds: [4], zoneIds: [1, 2] } as unknown as GroupPolicy;
const saved = { strategy: [rollFilm, other], groupPolicy: [policy] } as unknown as AutomationConfig;

describe("a strategy editor's preview", () => {
  it('replaces the saved strategy with the form (an edited open-above temperature)', () => {
    const form = { ...rollFilmToForm(rollFilm), openAbove: '20' };
    const edited = rollFilmCandidate(form, 4) as Strategy;
    const config = withStrategy(saved, edited, false);
    expect(config.strategy).toHaveLength(2);
    expect(config.strategy[0]).toMatchObject({ stid: 4, params: { openAbove: 20 } });
    expect(config.strategy[1]).toBe(other);
    expect(saved.strategy[0]).toBe(rollFilm);
    expect(zonesOfEdited(saved, edited, false)).toEqual([1, 2]);
  });

  it('adds a new strategy under a free id, on its own zones', () => {
    const edited = { ...rollFilm, stid: 1, zoneIds: [3, 1] };
    const config = withStrategy(saved, edited, true);
    expect(config.strategy.map((s) => s.stid)).toEqual([4, 9, 10]);
    expect(zonesOfEdited(saved, edited, true)).toEqual([1, 3]);
  });
});
