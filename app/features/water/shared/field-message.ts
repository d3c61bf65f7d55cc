/** A field error in words, or undefined when there is none or it is not to be shown yet. */
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import type { useT } from '../../../components/use-t';

export function fieldMessage(
  t: ReturnType<typeof useT>,
  error: FieldError | undefined,
  show = true,
): string | undefined {
  if (!error || !show) return undefined;
  return t(fieldErrorKey(error), { ...error.values, defaultValue: '' });
}
