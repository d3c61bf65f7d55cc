// The priorities form: schema-checked drafts, updates of only the changed records, the wind rule.
import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import { checkPriorities, protectionConflicts, protectionFirst, settledDrafts } from './priority-form';

const wind: Strategy = {
  stid: 5,
  name: '大风保护',
  zoneIds: [1],
  enabled: true,
  priority: 90,
  kind: 'windSpeed',
  params: { aids: [1], closeAbove: 10, resumeBelow: 7, delayS: 30, closeOnRain: true },
};
const vents: Strategy = {
  stid: 2,
  name: '卷膜通风',
  zoneIds: [1],
  enabled: true,
  priority: 60,
  kind: 'rollFilm',
  params: { aids: [1], openAbove: 24.5, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
};
const all = [wind, vents];

describe('checkPriorities', () => {
  it('sends only the records whose priority changes, whole and schema-checked', () => {
    const check = checkPriorities(all, { 5: '90', 2: ' 70 ' });
    expect(check).toEqual({ ok: true, updates: [{ ...vents, priority: 70 }] });
  });

  it('gives each bad priority its own message and sends nothing', () => {
    const check = checkPriorities(all, { 5: '101', 2: '6.5' });
    expect(check).toEqual({
      ok: false,
      errors: { 5: { key: 'atMost', values: { max: 100 } }, 2: { key: 'integer' } },
    });
    expect(checkPriorities(all, { 2: '' })).toEqual({ ok: false, errors: { 2: { key: 'number' } } });
  });
});

describe('settledDrafts', () => {
  it('drops a draft once the saved record says the same', () => {
    expect(settledDrafts([{ ...vents, priority: 70 }, wind], { 2: '70', 5: '95' })).toEqual({ 5: '95' });
  });
});

describe('wind before temperature', () => {
  it('flags a vent strategy at or above the wind protection, typed or saved', () => {
    expect(protectionConflicts(all, {})).toEqual([]);
    expect(protectionConflicts(all, { 2: '90' }).map((c) => c.temperature.stid)).toEqual([2]);
    expect(protectionConflicts([wind, { ...vents, enabled: false }], { 2: '95' })).toEqual([]);
  });

  it('raises the wind protection just above the vents, lowering a vent at 100 to 99', () => {
    expect(protectionFirst(all, { 2: '95' })).toEqual({ 2: '95', 5: '96' });
    expect(protectionFirst(all, { 2: '100' })).toEqual({ 2: '99', 5: '100' });
    expect(protectionFirst(all, {})).toEqual({});
  });
});
