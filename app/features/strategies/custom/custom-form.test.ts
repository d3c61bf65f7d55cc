import { describe, expect, it } from 'vitest';
import type { ActuatorKind } from '../../../../protocol/live/actuator.ts';
import { checkStrategy } from '../shell/strategy-check';
import {
  addCondition,
  changeCondition,
  holds,
  maxConditions,
  removeCondition,
  type ConditionRow,
} from './custom-conditions';
import {
  actionsFor,
  blankCustom,
  customCandidate,
  customFields,
  customOwn,
  customToForm,
  type CustomForm,
} from './custom-form';

const kinds: Record<number, ActuatorKind> = { 5: 'fan', 3: 'curtain', 9: 'roller' };
const kindOf = (aid: number) => kinds[aid];
const check = (form: CustomForm, stid?: number) =>
  checkStrategy(customCandidate(form, stid), customFields, customOwn(form, kindOf));
const condition = (sid: number | null, op: ConditionRow['op'], value: string): ConditionRow => ({
  sid,
  op,
  value,
});
const filled = (patch: Partial<CustomForm> = {}): CustomForm => ({
  ...blankCustom(),
  name: '高温开风机',
  when: [condition(1, '>', '30')],
  then: { aid: 5, action: 'on', value: '' },
  ...patch,
});

describe('custom rule conditions', () => {
  it('adds up to 8, keeps the last one, changes one in place', () => {
    const one = [condition(1, '>', '30')];
    expect(addCondition(one)).toEqual([...one, { sid: null, op: '>', value: '' }]);
    const eight = Array.from({ length: maxConditions }, (_, i) => condition(i + 1, '<', '1'));
    expect(addCondition(eight)).toHaveLength(maxConditions);
    expect(removeCondition(one, 0)).toEqual(one);
    expect(removeCondition(eight, 0)[0]?.sid).toBe(2);
    expect(changeCondition(one, 0, { op: '<=' })).toEqual([condition(1, '<=', '30')]);
  });

  it('holds as the controller decides; nothing without a reading', () => {
    expect(holds('>', 31, 30)).toBe(true);
    expect(holds('>', 30, 30)).toBe(false);
    expect(holds('>=', 30, 30)).toBe(true);
    expect(holds('<', 29, 30)).toBe(true);
    expect(holds('<=', 31, 30)).toBe(false);
    expect(holds('>', undefined, 30)).toBeUndefined();
  });
});

describe('custom rule form', () => {
  it('fits the actions to the actuator: positions open/close/set, the others on/off', () => {
    expect(actionsFor('curtain')).toEqual(['open', 'close', 'set']);
    expect(actionsFor('fan')).toEqual(['on', 'off']);
    expect(actionsFor(undefined)).toEqual([]);
  });

  it('turns a rule into the protocol record (value only for set, window only when on) and back', () => {
    const result = check(
      filled({
        when: [condition(1, '>', '30'), condition(2, '<=', '85.5')],
        then: { aid: 9, action: 'set', value: '40' },
        window: { on: true, start: '22:00', end: '06:00' },
      }),
      8,
    );
    expect(result.ok).toBe(true);
    if (!result.ok || result.record.kind !== 'custom') return;
    expect(result.record.params).toEqual({
      when: [
        { sid: 1, op: '>', value: 30 },
        { sid: 2, op: '<=', value: 85.5 },
      ],
      then: { aid: 9, action: 'set', value: 40 },
      window: { start: '22:00', end: '06:00' },
    });
    expect(customToForm(result.record)).toMatchObject({ then: { aid: 9, action: 'set', value: '40' } });
    const plain = check(filled({ then: { aid: 5, action: 'on', value: '55' } }));
    expect(plain.ok && plain.record.kind === 'custom' && plain.record.params).toEqual({
      when: [{ sid: 1, op: '>', value: 30 }],
      then: { aid: 5, action: 'on' },
    });
  });

  it('says what is missing or wrong: sensor, number, actuator, action, set value, window time', () => {
    const result = check(
      filled({
        when: [condition(null, '>', '30'), condition(2, '<', 'warm')],
        then: { aid: null, action: '', value: '' },
        window: { on: true, start: '25:00', end: '06:00' },
      }),
    );
    expect(!result.ok && result.errors).toEqual({
      'params.when.0.sid': { message: 'strategies:custom_pickSensor' },
      'params.when.1.value': { key: 'number' },
      'params.then.aid': { message: 'strategies:custom_pickActuator' },
      'params.then.action': { message: 'strategies:custom_pickAction' },
      'params.window.start': { key: 'invalid' },
    });
    const unfit = check(filled({ then: { aid: 5, action: 'set', value: '120' } }));
    expect(!unfit.ok && unfit.errors).toEqual({
      'params.then.action': { message: 'strategies:custom_actionNotFit' },
      'params.then.value': { key: 'atMost', values: { max: 100 } },
    });
  });
});
