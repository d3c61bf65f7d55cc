/**
 * The custom rule form: conditions (all must hold), the action on one actuator (open/close/set for
 * rollers, curtains and screens; on/off for the others; set needs 0-100 %) and an optional time
 * window; checked against the protocol's custom strategy plus the rule's own checks.
 */
import { isPositionKind, type ActuatorKind } from '../../../../protocol/live/actuator.ts';
import type { FieldErrors } from '../../../components/forms/field-errors';
import { commonOf, commonToForm, num, type CommonForm } from '../shell/strategy-check';
import type { StrategyOf } from '../shell/strategy-kinds';
import { rowPaths, type FieldPath, type StrategyDraft } from '../shell/strategy-paths';
import { conditionErrors, conditionsOf, maxConditions, type ConditionRow } from './custom-conditions';

export type CustomAction = 'open' | 'close' | 'on' | 'off' | 'set';
/** `then` and `window` are one form key each, so a field error shows once its part was touched (formKeyOf). */
export type ThenForm = { aid: number | null; action: CustomAction | ''; value: string };
export type WindowForm = { on: boolean; start: string; end: string };
export type CustomForm = CommonForm & { when: ConditionRow[]; then: ThenForm; window: WindowForm };

/** The actions an actuator of `kind` takes: positions for rollers, curtains and screens, else switching. */
export const actionsFor = (kind: ActuatorKind | undefined): CustomAction[] =>
  kind === undefined ? [] : isPositionKind(kind) ? ['open', 'close', 'set'] : ['on', 'off'];

/**
 * Schema errors go to the numbers and times typed. Sensor, actuator and action are picked, so their
 * checks are the form's own (a schema "not a number" would not fit a picker).
 */
export const customFields: readonly FieldPath<'custom'>[] = [
  'name',
  'priority',
  'zoneIds',
  ...rowPaths('params.when', maxConditions, ['value']),
  'params.window.start',
  'params.window.end',
];

export const blankCustom = (): CustomForm => ({
  name: '',
  priority: '70',
  zoneIds: [],
  enabled: true,
  when: [{ sid: null, op: '>', value: '' }],
  then: { aid: null, action: '', value: '' },
  window: { on: false, start: '09:00', end: '17:00' },
});

export const customToForm = (s: StrategyOf<'custom'>): CustomForm => ({
  ...commonToForm(s),
  when: s.params.when.map((c) => ({ sid: c.sid, op: c.op, value: String(c.value) })),
  then: {
    aid: s.params.then.aid,
    action: s.params.then.action,
    value: s.params.then.value === undefined ? '' : String(s.params.then.value),
  },
  window: {
    on: s.params.window !== undefined,
    start: s.params.window?.start ?? '09:00',
    end: s.params.window?.end ?? '17:00',
  },
});

export const customCandidate = (form: CustomForm, stid: number | undefined): StrategyDraft<'custom'> => ({
  ...commonOf(form, stid),
  kind: 'custom',
  params: {
    when: conditionsOf(form.when),
    then: {
      // An actuator or action not yet picked is refused by customOwn; the placeholders keep the
      // draft in the record's shape (the schema's own error on them shows on no field).
      aid: form.then.aid ?? 0,
      action: form.then.action === '' ? 'on' : form.then.action,
      ...(form.then.action === 'set' ? { value: num(form.then.value) } : {}),
    },
    ...(form.window.on ? { window: { start: form.window.start, end: form.window.end } } : {}),
  },
});

/** Beyond the schema: a sensor per condition, an actuator, an action it takes, 0-100 % for set. */
export function customOwn(
  form: CustomForm,
  kindOf: (aid: number) => ActuatorKind | undefined,
): FieldErrors<FieldPath<'custom'>> {
  const errors = conditionErrors(form.when);
  const { aid, action } = form.then;
  if (aid === null) errors['params.then.aid'] = { message: 'strategies:custom_pickActuator' };
  const fits = aid === null ? [] : actionsFor(kindOf(aid));
  if (action === '') errors['params.then.action'] = { message: 'strategies:custom_pickAction' };
  else if (fits.length > 0 && !fits.includes(action))
    errors['params.then.action'] = { message: 'strategies:custom_actionNotFit' };
  if (action === 'set') {
    const value = num(form.then.value);
    if (Number.isNaN(value)) errors['params.then.value'] = { key: 'number' };
    else if (value < 0) errors['params.then.value'] = { key: 'atLeast', values: { min: 0 } };
    else if (value > 100) errors['params.then.value'] = { key: 'atMost', values: { max: 100 } };
  }
  return errors;
}
