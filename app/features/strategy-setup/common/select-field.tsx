// A native select with a label and its field error in words (good on phones, reachable by keyboard).
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';

export type SelectFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  show: boolean;
  helper?: string;
  disabled?: boolean;
  /** <option> and <optgroup> elements. */
  children: ReactNode;
};

export function SelectField({
  name,
  label,
  value,
  onChange,
  error,
  show,
  helper,
  disabled,
  children,
}: SelectFieldProps) {
  const t = useT();
  const message = show && error ? t(fieldErrorKey(error), { ...error.values, defaultValue: '' }) : undefined;
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={message !== undefined}
      helperText={message ?? helper ?? ' '}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}
