/**
 * An outlined text field as TextField renders it (FormControl, InputLabel, OutlinedInput; the
 * theme's TextField defaults: full width, small), without TextField's import of Select, Menu and
 * Popover: the login screens are the first page, and those are ~10 kB gzip they never use (issue 15).
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'id' | 'size'> & { label: string };

export function OutlinedField({ label, ...input }: OutlinedFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
