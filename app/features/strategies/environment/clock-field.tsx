// A time-of-day input (HH:MM, the browser's time picker) that shows its field error in words.
import TextField from '@mui/material/TextField';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';

export type ClockFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: FieldError;
  helper?: string;
};

export function ClockField({ name, label, value, onChange, error, helper }: ClockFieldProps) {
  const t = useT();
  const message = error ? t(fieldErrorKey(error), { ...error.values, defaultValue: '' }) : undefined;
  return (
    <TextField
      type="time"
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={message !== undefined}
      helperText={message ?? helper ?? ' '}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}
