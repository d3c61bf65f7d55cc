// A time-of-day text input (24-hour HH:MM) that shows its field error in words; a malformed time
// says how to write one. (The browser's time picker shows AM/PM in the browser's language instead.)
import TextField from '@mui/material/TextField';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';

export type ClockFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  helper?: string;
};

export function ClockField({ name, label, value, onChange, error, helper }: ClockFieldProps) {
  const t = useT();
  const message = !error
    ? undefined
    : 'key' in error && error.key === 'invalid'
      ? t('strategies:env_clockFormat')
      : t(fieldErrorKey(error), { ...error.values, defaultValue: '' });
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      placeholder="06:00"
      onChange={(e) => onChange(e.target.value)}
      error={message !== undefined}
      helperText={message ?? helper ?? ' '}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 5, 'aria-invalid': message !== undefined } }}
    />
  );
}
