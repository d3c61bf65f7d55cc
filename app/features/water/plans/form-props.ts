/** What each section of the plan form gets: the form, its setter and a field's error once it is to be shown. */
import type { FieldError } from '../../../components/forms/field-errors';
import type { PlanField, PlanForm } from './plan-form';

export type PlanFormProps = {
  form: PlanForm;
  set: <K extends keyof PlanForm>(field: K, value: PlanForm[K]) => void;
  /** The field's error once it is to be shown (its value touched, or a save tried), else undefined. */
  shownError: (field: PlanField) => FieldError | undefined;
};

/** The form key behind each checked field (a field's error shows once its key was touched). */
export const formKeyOf: Record<PlanField, keyof PlanForm> = {
  name: 'name',
  'trigger.times': 'times',
  'trigger.sumJcm2': 'sumJcm2',
  'trigger.minRadiation': 'minRadiation',
  'trigger.minIntervalMin': 'minIntervalMin',
  'trigger.maxIntervalMin': 'maxIntervalMin',
  'trigger.sid': 'sid',
  'trigger.below': 'below',
  valveIds: 'valveIds',
  secondsPerValve: 'secondsPerValve',
  recipeId: 'recipeId',
  'window.start': 'windowStart',
  'window.end': 'windowEnd',
};
