import { describe, expect, it } from 'vitest';
import type { AlarmRule } from '../../../../protocol/live/climate.ts';
import { ruleToForm } from '../../../components/forms/alarm-form.ts';
import { checkBulkForm, emptyBulkForm } from './bulk-form.ts';
import { changedRules, markSaved, pruneDrafts } from './rule-changes.ts';
import { addDraft, bulkApply, editDraft, rulesOfSensor, setDeleted, type Drafts } from './rule-drafts.ts';

const temp: AlarmRule = { rid: 1, sid: 1, high: 35, low: 5, delayS: 60, hysteresis: 1, enabled: true };
const hum: AlarmRule = { rid: 2, sid: 2, high: 95, low: null, delayS: 60, hysteresis: 1, enabled: true };
const rules = [temp, hum];
const none: Drafts = {};
const shown = (sid: number, drafts: Drafts = none) => rulesOfSensor(sid, rules, drafts);
const newKey = (sid: number) => `n${sid}`;

describe('bulk apply', () => {
  it('puts the given values on every rule of the selected sensors and leaves the rest alone', () => {
    const drafts = bulkApply(none, rules, [1, 2], { delayS: '30', enabled: false }, newKey);
    expect(shown(1, drafts)[0]?.form).toEqual({ ...ruleToForm(temp), delayS: '30', enabled: false });
    expect(shown(2, drafts)[0]?.form).toEqual({ ...ruleToForm(hum), delayS: '30', enabled: false });
    expect(shown(1, drafts)[0]?.touched).toEqual(['delayS', 'enabled']);
  });

  it('gives a selected sensor without a rule a new one from the defaults', () => {
    const drafts = bulkApply(none, rules, [3], { high: '1500', low: '300' }, newKey);
    expect(shown(3, drafts)).toMatchObject([
      { key: 'n3', sid: 3, form: { high: '1500', low: '300', delayS: '60', hysteresis: '1', enabled: true } },
    ]);
  });

  it('checks the bulk values before applying them', () => {
    expect(checkBulkForm({ ...emptyBulkForm, high: ' 30 ', enabled: 'off' })).toEqual({
      ok: true,
      patch: { high: '30', enabled: false },
    });
    expect(
      checkBulkForm({ ...emptyBulkForm, high: '10', low: '20', delayS: '1.5', hysteresis: '-1' }),
    ).toEqual({
      ok: false,
      errors: {
        low: { key: 'lowBelowHigh' },
        delayS: { key: 'integer' },
        hysteresis: { key: 'atLeast', values: { min: 0 } },
      },
    });
  });
});

describe('changed rules', () => {
  it('sends nothing when nothing differs from the live rules', () => {
    const back = editDraft(editDraft(none, shown(1)[0]!, { high: '30' }), shown(1)[0]!, { high: '35.0' });
    expect(changedRules(rules, back)).toEqual({ changes: [], invalid: {} });
  });

  it('sends an update, an add and a delete, and holds back invalid drafts', () => {
    let drafts = editDraft(none, shown(1)[0]!, { high: '30' });
    drafts = setDeleted(drafts, shown(2)[0]!, true);
    drafts = editDraft(
      addDraft(drafts, 3, 'n3'),
      { ...shown(3, addDraft(drafts, 3, 'n3'))[0]! },
      { high: '1500' },
    );
    drafts = editDraft(addDraft(drafts, 4, 'n4'), shown(4, addDraft(drafts, 4, 'n4'))[0]!, {
      low: '9',
      high: '1',
    });
    expect(changedRules(rules, drafts)).toEqual({
      changes: [
        { key: 'r1', sid: 1, method: 'update', para: { ...temp, high: 30 } },
        { key: 'r2', sid: 2, method: 'delete', para: { rid: 2 } },
        {
          key: 'n3',
          sid: 3,
          method: 'add',
          para: { sid: 3, high: 1500, low: null, delayS: 60, hysteresis: 1, enabled: true },
        },
      ],
      invalid: { n4: { low: { key: 'lowBelowHigh' } } },
    });
  });

  it('drops a new rule deleted before saving, and undoes a delete', () => {
    const added = addDraft(none, 3, 'n3');
    expect(setDeleted(added, shown(3, added)[0]!, true)).toEqual({});
    const deleted = setDeleted(none, shown(1)[0]!, true);
    const undone = setDeleted(deleted, shown(1, deleted)[0]!, false);
    expect(changedRules(rules, undone).changes).toEqual([]);
  });
});

describe('after a save', () => {
  it('keeps a saved draft until the live rule equals it, and a new rule becomes its rid', () => {
    const drafts = editDraft(none, shown(1)[0]!, { high: '30' });
    const [update] = changedRules(rules, drafts).changes;
    const saved = markSaved(drafts, update!, { ...temp, high: 30 });
    expect(changedRules(rules, saved).changes).toEqual([]);
    expect(pruneDrafts(saved, rules)).toBe(saved);
    expect(pruneDrafts(saved, [{ ...temp, high: 30 }, hum])).toEqual({});

    const added = editDraft(addDraft(none, 3, 'n3'), shown(3, addDraft(none, 3, 'n3'))[0]!, { high: '1500' });
    const [add] = changedRules(rules, added).changes;
    const created = { rid: 9, sid: 3, high: 1500, low: null, delayS: 60, hysteresis: 1, enabled: true };
    const awaiting = markSaved(added, add!, created);
    expect(awaiting).toMatchObject({ r9: { rid: 9, sid: 3, saved: true } });
    expect(pruneDrafts(awaiting, rules)).toBe(awaiting);
    expect(pruneDrafts(awaiting, [...rules, created])).toEqual({});
  });

  it('forgets drafts of rules that are gone', () => {
    const deleted = setDeleted(none, shown(2)[0]!, true);
    expect(pruneDrafts(deleted, [temp])).toEqual({});
  });
});
