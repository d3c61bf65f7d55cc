// One irrigation alarm in the bulk form: its kind and live reading, low/high bounds as the kind needs, delay, on/off.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { IrrigateAlarm } from '../../../../protocol/live/climate.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { FieldErrors } from '../../../components/forms/field-errors';
import { FormField } from '../../../components/forms/form-field';
import { useT } from '../../../components/use-t';
import { boundsOf, type AlarmRowField, type AlarmRowForm } from './alarm-row-form';
import { LineReading } from './line-reading';
import { boundUnit } from './line-sensors';

export type AlarmRowProps = {
  alarm: IrrigateAlarm;
  row: AlarmRowForm;
  set: <K extends keyof AlarmRowForm>(field: K, value: AlarmRowForm[K]) => void;
  changed: boolean;
  errors: FieldErrors<AlarmRowField> | undefined;
  refused: string | undefined;
  sensor: Sensor | undefined;
};

export function AlarmRow({ alarm, row, set, changed, errors, refused, sensor }: AlarmRowProps) {
  const t = useT();
  const titleId = useId();
  const kind = t(`water:alarmKind_${alarm.kind}`);
  const unit = boundUnit[alarm.kind];
  const bound = (side: 'low' | 'high') =>
    boundsOf[alarm.kind][side] === 'none' ? (
      <TextField
        label={t(`water:${side}`)}
        value=""
        disabled
        helperText={t('water:notApplicable')}
        fullWidth
      />
    ) : (
      <FormField
        name={`${side}-${alarm.iid}`}
        label={t(`water:${side}`)}
        value={row[side]}
        onChange={(v) => set(side, v)}
        error={errors?.[side]}
        show
        unit={unit}
        numeric
      />
    );
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      data-testid="irrigate-alarm"
      data-kind={alarm.kind}
      data-iid={alarm.iid}
      sx={{ p: 2, display: 'grid', gap: 1, borderColor: changed ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {kind}
        </Typography>
        <Switch
          checked={row.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
          slotProps={{ input: { 'aria-label': t('water:alarmEnabled', { kind }) } }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <LineReading sensor={sensor} kind={alarm.kind} />
        {changed && <Chip size="small" color="primary" label={t('water:rowChanged')} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`water:alarmHelp_${alarm.kind}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        {bound('low')}
        {bound('high')}
        <FormField
          name={`delayS-${alarm.iid}`}
          label={t('water:delayS')}
          value={row.delayS}
          onChange={(v) => set('delayS', v)}
          error={errors?.delayS}
          show
          numeric
        />
      </Box>
      {refused && (
        <Alert severity="error" data-testid="row-refused">
          {refused}
        </Alert>
      )}
    </Paper>
  );
}
