// The clock times of a plan by time: chips to remove, a time input and a button to add one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { clockTime } from '../../../../protocol/live/envelope.ts';
import { useT } from '../../../components/use-t';
import { fieldMessage } from '../shared/field-message';
import { CloseIcon } from '../shared/icons';
import type { PlanFormProps } from './form-props';

export function TimeListField({ form, set, shownError }: PlanFormProps) {
  const t = useT();
  const [next, setNext] = useState('12:00');
  const error = fieldMessage(t, shownError('trigger.times'));
  const valid = clockTime.safeParse(next).success;
  const add = () => {
    if (valid) set('times', [...form.times, next].sort());
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('water:times')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="plan-times">
        {form.times.map((time, i) => (
          <Chip
            key={`${time}-${i}`}
            label={time}
            onDelete={() =>
              set(
                'times',
                form.times.filter((_, j) => j !== i),
              )
            }
            deleteIcon={<CloseIcon aria-label={t('water:removeTime', { time })} />}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="time"
          label={t('water:newTime')}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          size="small"
          sx={{ width: 150 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={add} disabled={!valid} sx={{ mt: 0.25 }}>
          {t('water:addTime')}
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
