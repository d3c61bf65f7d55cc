// A plan's optional time window: on/off, start and end clock times (may cross midnight).
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useT } from '../../../components/use-t';
import { fieldMessage } from '../shared/field-message';
import type { PlanFormProps } from './form-props';

export function WindowField({ form, set, shownError }: PlanFormProps) {
  const t = useT();
  const time = (key: 'windowStart' | 'windowEnd', field: 'window.start' | 'window.end') => {
    const error = fieldMessage(t, shownError(field));
    return (
      <TextField
        type="time"
        name={field}
        label={t(`water:${key}`)}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        error={error !== undefined}
        helperText={error ?? (key === 'windowEnd' ? t('water:windowHelp') : ' ')}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 140px' }}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={form.windowOn} onChange={(e) => set('windowOn', e.target.checked)} />}
        label={t('water:windowOn')}
      />
      {form.windowOn && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {time('windowStart', 'window.start')}
          {time('windowEnd', 'window.end')}
        </Box>
      )}
    </Box>
  );
}
