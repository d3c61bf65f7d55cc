// A labelled group of checkboxes over ids (zones, strategies, sensors) that shows its field error in words.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';

export type CheckOption = { id: number; label: ReactNode };

export type CheckListProps = {
  legend: string;
  options: readonly CheckOption[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  error?: FieldError;
  show: boolean;
  empty?: string;
  testId?: string;
};

export function CheckList({
  legend,
  options,
  selected,
  onChange,
  error,
  show,
  empty,
  testId,
}: CheckListProps) {
  const t = useT();
  const message = show && error ? t(fieldErrorKey(error), { ...error.values, defaultValue: '' }) : undefined;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));
  return (
    <FormControl component="fieldset" error={message !== undefined} data-testid={testId} sx={{ minWidth: 0 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
        {options.map((o) => (
          <FormControlLabel
            key={o.id}
            label={o.label}
            control={
              <Checkbox checked={selected.includes(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      {options.length === 0 && empty && <FormHelperText>{empty}</FormHelperText>}
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
