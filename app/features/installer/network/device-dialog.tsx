// Renaming a network device and assigning it to a zone (system/conf update of the whole record).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { NetworkDevice } from '../../../../protocol/live/system.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { FormField } from '../../../components/forms/form-field';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { checkDeviceForm, deviceToForm } from './network-logic';

export type DeviceDialogProps = { device: NetworkDevice; zones: readonly Zone[]; onClose: () => void };

export function DeviceDialog({ device, zones, onClose }: DeviceDialogProps) {
  const t = useT();
  const action = useConfAction();
  const record = useRecordForm(device, deviceToForm);
  const { form, set, submitted, setSubmitted, touched } = record;
  const check = checkDeviceForm(device, form);
  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    record.saving(check.device);
    if (await action.send('network', 'update', check.device)) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="device-title">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="device-title">{t('installer:deviceTitle', { name: device.name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          {record.conflict && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={record.loadLatest}>
                  {t('installer:loadLatest')}
                </Button>
              }
            >
              {t('installer:changedElsewhere')}
            </Alert>
          )}
          <FormField
            name="name"
            label={t('installer:deviceName')}
            value={form.name}
            onChange={(v) => set('name', v)}
            error={check.ok ? undefined : check.errors.name}
            show={submitted || touched.has('name')}
            required
          />
          <TextField
            select
            label={t('installer:zone')}
            value={form.zid}
            onChange={(e) => set('zid', e.target.value)}
          >
            <MenuItem value="">{t('installer:noZone')}</MenuItem>
            {zones.map((z) => (
              <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
                {z.name}
              </MenuItem>
            ))}
          </TextField>
          {action.error && (
            <Alert severity="error" data-testid="save-error">
              {action.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={action.pending}>
            {action.pending ? t('installer:saving') : t('installer:save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
