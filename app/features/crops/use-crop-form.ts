/**
 * The crop group form's state: values as typed, per-field errors (after the first save attempt they
 * follow the typing), and saving over `system/conf` (add without cid, update with the whole record).
 */
import { useState } from 'react';
import type { CropGroup } from '../../../protocol/live/zone.ts';
import { useConfAction } from '../../live/hooks/use-conf-action.ts';
import { showSnackbar } from '../../stores/ui-store.ts';
import { i18n } from '../../i18n';
import {
  formOf,
  validateCropForm,
  type CropFormErrors,
  type CropFormValues,
  type SetpointField,
} from './crop-form.ts';

export type CropForm = {
  values: CropFormValues;
  errors: CropFormErrors;
  pending: boolean;
  error: string | null;
  set: <K extends Exclude<keyof CropFormValues, 'setpoints'>>(field: K, value: CropFormValues[K]) => void;
  setSetpoint: (field: SetpointField, value: string) => void;
  /** Replaces the values with a record's (another client changed it). */
  reset: (group: CropGroup) => void;
  /** Validates, then sends: saved once the controller acknowledged; nothing is sent when invalid. */
  save: () => Promise<'saved' | 'invalid' | 'failed'>;
};

export function useCropForm(group: CropGroup | undefined): CropForm {
  const action = useConfAction();
  const [values, setValues] = useState(() => formOf(group));
  const [errors, setErrors] = useState<CropFormErrors>({});
  const [tried, setTried] = useState(false);

  const update = (next: CropFormValues) => {
    setValues(next);
    if (tried) {
      const result = validateCropForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const save = async (): Promise<'saved' | 'invalid' | 'failed'> => {
    setTried(true);
    const result = validateCropForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      showSnackbar(i18n.t('crops:formInvalid'), { severity: 'error' });
      return 'invalid';
    }
    setErrors({});
    const ack = group
      ? await action.send('crop', 'update', { ...result.value, cid: group.cid })
      : await action.send('crop', 'add', result.value);
    return ack ? 'saved' : 'failed';
  };

  return {
    values,
    errors,
    pending: action.pending,
    error: action.error,
    set: (field, value) => update({ ...values, [field]: value }),
    setSetpoint: (field, value) => update({ ...values, setpoints: { ...values.setpoints, [field]: value } }),
    reset: (next) => {
      setValues(formOf(next));
      setErrors({});
    },
    save,
  };
}
