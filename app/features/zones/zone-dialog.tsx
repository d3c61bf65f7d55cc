// Add or edit (rename) one zone: name, area and crop, checked field by field before anything is sent.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action.ts';
import { formOf, validateZoneForm, type ZoneFormErrors, type ZoneFormField } from './zone-form.ts';
import { focusFirstInvalid } from '../../components/forms/focus-invalid.ts';
import { nextOrder } from './zone-order.ts';

type Props = {
  /** The zone to edit; none to add one. */
  zone?: Zone;
  zones: readonly Zone[];
  onClose: () => void;
};

export function ZoneDialog({ zone, zones, onClose }: Props) {
  const t = useT();
  const action = useConfAction();
  const [values, setValues] = useState(() => formOf(zone));
  const [errors, setErrors] = useState<ZoneFormErrors>({});
  const [tried, setTried] = useState(false);
  const taken = zones.filter((z) => z.f_zone_id !== zone?.f_zone_id).map((z) => z.name);

  const errorsOf = (v: typeof values): ZoneFormErrors => {
    const result = validateZoneForm(v, taken);
    return result.ok ? {} : result.errors;
  };
  // After the first save attempt, errors follow the typing so a fixed field clears at once.
  const change = (field: ZoneFormField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(errorsOf(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const result = validateZoneForm(values, taken);
    if (!result.ok) {
      setErrors(result.errors);
      return focusFirstInvalid(event.currentTarget);
    }
    setErrors({});
    const ack = zone
      ? await action.send('zone', 'update', { ...zone, ...result.value })
      : await action.send('zone', 'add', { ...result.value, order: nextOrder(zones) });
    if (ack) onClose();
  };

  const field = (name: ZoneFormField, label: string, extra: { inputMode?: 'decimal' } = {}) => (
    <TextField
      autoFocus={name === 'name'}
      label={label}
      value={values[name]}
      onChange={(e) => change(name)(e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : ' '}
      slotProps={{ htmlInput: { name, ...extra } }}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={action.pending ? undefined : onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t(zone ? 'zones:editZone' : 'zones:addZone')}
      >
        <DialogTitle>{t(zone ? 'zones:editZone' : 'zones:addZone')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {field('name', t('zones:name'))}
            {field('area', t('zones:area'), { inputMode: 'decimal' })}
            {field('crop', t('zones:crop'))}
            {action.error && <Alert severity="error">{action.error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={action.pending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={action.pending}>
            {t('common:save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
