// Timed on: a duration in minutes or seconds (1 s..24 h), validated before the command leaves.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useT } from '../use-t';
import { checkDuration, type DurationUnit } from './logic';

export type TimedOnFormProps = { disabled: boolean; onRun: (seconds: number) => Promise<boolean> };

export function TimedOnForm({ disabled, onRun }: TimedOnFormProps) {
  const t = useT();
  const [text, setText] = useState('10');
  const [unit, setUnit] = useState<DurationUnit>('min');
  const [touched, setTouched] = useState(false);
  const checked = checkDuration(text, unit);
  const showError = touched && !checked.ok;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (checked.ok && !disabled) await onRun(checked.value);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label={t('actuators:duration')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setTouched(true);
        }}
        error={showError}
        helperText={showError && !checked.ok ? t(`actuators:${checked.error}`) : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'duration-input' } }}
        sx={{ flex: '1 1 90px' }}
      />
      <TextField
        select
        label={t('actuators:unit')}
        value={unit}
        onChange={(e) => setUnit(e.target.value === 's' ? 's' : 'min')}
        sx={{ flex: '0 0 96px' }}
      >
        <MenuItem value="min">{t('actuators:minutes')}</MenuItem>
        <MenuItem value="s">{t('actuators:seconds')}</MenuItem>
      </TextField>
      <Button type="submit" variant="outlined" disabled={disabled} sx={{ mt: 0.25 }}>
        {t('actuators:timedOn')}
      </Button>
    </Box>
  );
}
