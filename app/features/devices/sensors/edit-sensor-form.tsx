// The edit-sensor form: name, zone, type, calibration offset, range, enabled; saved over system/conf.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { sensorType, sensorTypes, type Sensor } from '../../../../protocol/live/sensor.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { unitOf } from '../../../lib/sensor-format';
import { FormField } from '../../../components/forms/form-field';
import { checkSensorForm, sensorToForm, type SensorField } from './sensor-form';
import { sensorDetailPath } from './sensor-row';
import { useRecordForm } from '../../../components/forms/use-record-form';

export function EditSensorForm({ sensor, zones }: { sensor: Sensor; zones: readonly Zone[] }) {
  const t = useT();
  const navigate = useNavigate();
  const action = useConfAction();
  const { form, set, conflict, loadLatest, submitted, setSubmitted, touched, saving } = useRecordForm(
    sensor,
    sensorToForm,
  );
  const check = checkSensorForm(sensor.sid, form);
  const errors = check.ok ? {} : check.errors;
  const show = (field: SensorField) => submitted || touched.has(field);
  const unit = unitOf(form.type);

  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    // Kept after a failure too: an ack lost on the way may still come with our change applied.
    saving(check.record);
    if (await action.send('sensor', 'update', check.record)) void navigate(sensorDetailPath(sensor.sid));
  };
  const field = (
    name: 'name' | 'offset' | 'min' | 'max',
    extra: { numeric?: boolean; helper?: string; unit?: string } = {},
  ) => (
    <FormField
      name={name}
      label={t(`sensors:${name}`)}
      value={form[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      show={show(name)}
      required
      {...extra}
    />
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      sx={{ p: 2, maxWidth: 640 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={loadLatest}>
              {t('sensors:loadLatest')}
            </Button>
          }
        >
          {t('sensors:changedElsewhere')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>{field('name')}</Box>
        <TextField
          select
          label={t('sensors:zone')}
          value={form.zid}
          onChange={(e) => set('zid', e.target.value)}
          helperText=" "
        >
          {zones.map((z) => (
            <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
              {z.name}
            </MenuItem>
          ))}
          {form.zid !== '' && !zones.some((z) => String(z.f_zone_id) === form.zid) && (
            <MenuItem value={form.zid}>#{form.zid}</MenuItem>
          )}
          <MenuItem value="">{t('sensors:noZone')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('sensors:type')}
          value={form.type}
          onChange={(e) => {
            const type = sensorType.safeParse(e.target.value);
            if (type.success) set('type', type.data);
          }}
          helperText=" "
        >
          {sensorTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`sensors:type_${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          {field('offset', { numeric: true, unit, helper: t('sensors:offsetHelp', { unit }) })}
        </Box>
        {field('min', { numeric: true, unit })}
        {field('max', { numeric: true, unit })}
      </Box>
      <FormControlLabel
        control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
        label={t('sensors:enabled')}
      />
      {submitted && !check.ok && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t('sensors:fixErrors')}
        </Alert>
      )}
      {action.error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="save-error">
          {action.error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={action.pending}>
          {action.pending ? t('sensors:saving') : t('sensors:save')}
        </Button>
        <Button component={RouterLink} to={sensorDetailPath(sensor.sid)}>
          {t('sensors:cancel')}
        </Button>
      </Box>
    </Paper>
  );
}
