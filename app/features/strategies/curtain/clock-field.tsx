// A time of day typed as HH:MM (24 h, the protocol's clockTime; "7:5" or "0730" is tidied when left), the
// same on every browser and locale, unlike a native time input.
import TextField from '@mui/material/TextField';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { tidyClock } from './schedule-rows';

export type ClockFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When the field is left, with the time tidied (else the tidied time goes to onChange). */
  onLeave?: (value: string) => void;
  error?: FieldError;
  helper?: string;
};

export function ClockField({ name, label, value, onChange, onLeave, error, helper }: ClockFieldProps) {
  const t = useT();
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      placeholder="HH:MM"
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        const tidy = tidyClock(value);
        if (onLeave) onLeave(tidy);
        else if (tidy !== value) onChange(tidy);
      }}
      error={error !== undefined}
      helperText={error ? t(fieldErrorKey(error), error.values) : (helper ?? ' ')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, 'aria-invalid': error !== undefined } }}
      fullWidth
    />
  );
}
