/**
 * The irrigation-plan form: every trigger type's fields are kept (switching type loses nothing
 * typed), the candidate plan is built for the chosen type and checked with the protocol's
 * irrigationPlan, plus the grower's own rules: at least one time and no time twice, min interval
 * ≤ max interval, a soil-moisture sensor picked, at least one valve, a window that starts and ends
 * at different times.
 */
import type { IrrigationPlan, IrrigationTrigger } from '../../../../protocol/live/irrigation.ts';
import { irrigationPlan } from '../../../../protocol/live/irrigation.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

export type TriggerType = IrrigationTrigger['type'];
export const triggerTypes = ['time', 'radiation', 'moisture'] as const satisfies readonly TriggerType[];

export type PlanForm = {
  name: string;
  enabled: boolean;
  type: TriggerType;
  times: string[];
  sumJcm2: string;
  minRadiation: string;
  minIntervalMin: string;
  maxIntervalMin: string;
  /** '' until a sensor is picked. */
  sid: string;
  below: string;
  valveIds: number[];
  secondsPerValve: string;
  /** '' = no recipe (plain water). */
  recipeId: string;
  windowOn: boolean;
  windowStart: string;
  windowEnd: string;
};

export const planFields = [
  'name',
  'trigger.times',
  'trigger.sumJcm2',
  'trigger.minRadiation',
  'trigger.minIntervalMin',
  'trigger.maxIntervalMin',
  'trigger.sid',
  'trigger.below',
  'valveIds',
  'secondsPerValve',
  'recipeId',
  'window.start',
  'window.end',
] as const;
export type PlanField = (typeof planFields)[number];

export type NewPlan = Omit<IrrigationPlan, 'pid'> & { pid?: number };
export type PlanCheck = { ok: true; plan: NewPlan } | { ok: false; errors: FieldErrors<PlanField> };

/** A new plan of `type`: the demo farm's usual values, enabled, 5 min a valve, all day. */
export function emptyPlanForm(type: TriggerType = 'time'): PlanForm {
  return {
    name: '',
    enabled: true,
    type,
    times: ['06:30'],
    sumJcm2: '100',
    minRadiation: '150',
    minIntervalMin: '15',
    maxIntervalMin: '60',
    sid: '',
    below: '35',
    valveIds: [],
    secondsPerValve: '300',
    recipeId: '',
    windowOn: false,
    windowStart: '06:00',
    windowEnd: '18:00',
  };
}

/** The form of a stored plan (the other trigger types keep their defaults). */
export function planToForm(plan: IrrigationPlan): PlanForm {
  const form: PlanForm = {
    ...emptyPlanForm(plan.trigger.type),
    name: plan.name,
    enabled: plan.enabled,
    valveIds: [...plan.valveIds],
    secondsPerValve: String(plan.secondsPerValve),
    recipeId: plan.recipeId === null ? '' : String(plan.recipeId),
    windowOn: plan.window !== undefined,
    ...(plan.window && { windowStart: plan.window.start, windowEnd: plan.window.end }),
  };
  const t = plan.trigger;
  if (t.type === 'time') return { ...form, times: [...t.times] };
  if (t.type === 'moisture') return { ...form, sid: String(t.sid), below: String(t.below) };
  return {
    ...form,
    sumJcm2: String(t.sumJcm2),
    minRadiation: String(t.minRadiation),
    minIntervalMin: String(t.minIntervalMin),
    maxIntervalMin: String(t.maxIntervalMin),
  };
}

function triggerOf(form: PlanForm): IrrigationTrigger {
  switch (form.type) {
    case 'time':
      return { type: 'time', times: [...form.times].sort() };
    case 'radiation':
      return {
        type: 'radiation',
        sumJcm2: numberOf(form.sumJcm2),
        minRadiation: numberOf(form.minRadiation),
        minIntervalMin: numberOf(form.minIntervalMin),
        maxIntervalMin: numberOf(form.maxIntervalMin),
      };
    case 'moisture':
      return { type: 'moisture', sid: numberOf(form.sid), below: numberOf(form.below) };
  }
}

/** Validates the form; `pid` absent = a new plan (the controller assigns it on add). */
export function checkPlanForm(form: PlanForm, pid?: number): PlanCheck {
  const candidate: IrrigationPlan = {
    pid: pid ?? 1,
    name: form.name,
    enabled: form.enabled,
    trigger: triggerOf(form),
    valveIds: form.valveIds,
    secondsPerValve: numberOf(form.secondsPerValve),
    recipeId: form.recipeId === '' ? null : Number(form.recipeId),
    ...(form.windowOn && { window: { start: form.windowStart, end: form.windowEnd } }),
  };
  const parsed = irrigationPlan.safeParse(candidate);
  const errors = parsed.success ? {} : schemaErrors(parsed.error, planFields);
  ownChecks(form, errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { pid: _assigned, ...rest } = parsed.data;
  return { ok: true, plan: pid === undefined ? rest : { ...rest, pid } };
}

function ownChecks(form: PlanForm, errors: FieldErrors<PlanField>): void {
  if (form.type === 'time') {
    if (form.times.length === 0) errors['trigger.times'] = { message: 'water:errorNoTime' };
    else if (new Set(form.times).size < form.times.length)
      errors['trigger.times'] = { message: 'water:errorTimeTwice' };
  }
  if (form.type === 'radiation' && !errors['trigger.minIntervalMin'] && !errors['trigger.maxIntervalMin']) {
    if (numberOf(form.minIntervalMin) > numberOf(form.maxIntervalMin))
      errors['trigger.maxIntervalMin'] = { message: 'water:errorIntervalOrder' };
  }
  if (form.type === 'moisture' && form.sid === '') errors['trigger.sid'] = { message: 'water:errorNoSensor' };
  if (form.valveIds.length === 0) errors.valveIds = { message: 'water:errorNoValve' };
  if (
    form.windowOn &&
    !errors['window.start'] &&
    !errors['window.end'] &&
    form.windowStart === form.windowEnd
  )
    errors['window.end'] = { message: 'water:errorWindowSame' };
}
