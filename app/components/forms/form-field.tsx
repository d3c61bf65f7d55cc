// Form inputs of the sensor screens: a text/number field that shows its field error in words.
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useT } from '../use-t';
import { fieldErrorKey, type FieldError } from './field-errors';

export type FormFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown when set and `show` is true. */
  error?: FieldError;
  show: boolean;
  helper?: string;
  unit?: string;
  numeric?: boolean;
  required?: boolean;
};

export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  show,
  helper,
  unit,
  numeric,
  required,
}: FormFieldProps) {
  const t = useT();
  const message = show && error ? t(fieldErrorKey(error), { ...error.values, defaultValue: '' }) : undefined;
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value)}
      error={message !== undefined}
      helperText={message ?? helper ?? ' '}
      fullWidth
      slotProps={{
        htmlInput: numeric ? { inputMode: 'decimal', 'aria-invalid': message !== undefined } : undefined,
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
