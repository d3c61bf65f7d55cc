// A custom rule's optional time window: on/off, and the start and end times (end before start: across midnight).
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { ClockField } from '../curtain/clock-field';
import type { WindowForm } from './custom-form';
import type { FieldPath } from '../shell/strategy-paths';

export type WindowFieldsProps = {
  window: WindowForm;
  onChange: (window: WindowForm) => void;
  errorOf: (path: FieldPath<'custom'>) => FieldError | undefined;
};

export function WindowFields({ window, onChange, errorOf }: WindowFieldsProps) {
  const t = useT();
  const time = (key: 'start' | 'end') => (
    <ClockField
      name={`window-${key}`}
      label={t(`strategies:custom_window_${key}`)}
      value={window[key]}
      onChange={(value) => onChange({ ...window, [key]: value })}
      error={errorOf(`params.window.${key}`)}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={window.on} onChange={(e) => onChange({ ...window, on: e.target.checked })} />
        }
        label={t('strategies:custom_windowOn')}
      />
      <Typography variant="body2" color="text.secondary">
        {window.on ? t('strategies:custom_windowHelp') : t('strategies:custom_windowAllDay')}
      </Typography>
      {window.on && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr', maxWidth: 420 }}>
          {time('start')}
          {time('end')}
        </Box>
      )}
    </Box>
  );
}
