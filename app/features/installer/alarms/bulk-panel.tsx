// The same high/low/delay/hysteresis/on-off for every selected sensor's rules (empty = keep each).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { sensorUnits, type Sensor } from '../../../../protocol/live/sensor.ts';
import { fieldErrorKey } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { showSnackbar } from '../../../stores/ui-store';
import { bulkEnabledChoices, bulkFields, checkBulkForm, emptyBulkForm, type BulkForm } from './bulk-form';
import type { RuleDraftsState } from './use-rule-drafts';

export type BulkPanelProps = {
  sensors: readonly Sensor[];
  state: Pick<RuleDraftsState, 'selected' | 'applyBulk' | 'clearSelection' | 'saving'>;
};

export function BulkPanel({ sensors, state }: BulkPanelProps) {
  const t = useT();
  const [form, setForm] = useState<BulkForm>(emptyBulkForm);
  const check = checkBulkForm(form);
  const count = state.selected.size;
  const units = [
    ...new Set(sensors.filter((s) => state.selected.has(s.sid)).map((s) => sensorUnits[s.type])),
  ];
  const empty = check.ok && Object.keys(check.patch).length === 0;
  const apply = () => {
    if (!check.ok || empty) return;
    state.applyBulk(check.patch);
    showSnackbar(t('installer:bulkApplied', { count }), { severity: 'info' });
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t('installer:bulkTitle')} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('installer:bulkTitle')}
        </Typography>
        {count > 0 && (
          <Button size="small" onClick={state.clearSelection}>
            {t('installer:clearSelection')}
          </Button>
        )}
      </Box>
      <Typography
        variant="body2"
        color={count > 0 ? 'text.primary' : 'text.secondary'}
        sx={{ mb: 1.5 }}
        data-testid="bulk-selected"
      >
        {count > 0 ? t('installer:bulkSelected', { count }) : t('installer:bulkNone')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr)) auto' },
        }}
      >
        {bulkFields.map((name) => {
          const error = check.ok ? undefined : check.errors[name];
          return (
            <TextField
              key={name}
              size="small"
              label={t(`installer:${name}`)}
              value={form[name]}
              onChange={(e) => setForm({ ...form, [name]: e.target.value })}
              error={error !== undefined}
              helperText={error ? t(fieldErrorKey(error), { ...error.values, defaultValue: '' }) : undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          );
        })}
        <TextField
          select
          size="small"
          label={t('installer:bulkEnabled')}
          value={form.enabled}
          onChange={(e) => {
            const enabled = bulkEnabledChoices.find((choice) => choice === e.target.value);
            if (enabled) setForm({ ...form, enabled });
          }}
        >
          <MenuItem value="keep">{t('installer:keep')}</MenuItem>
          <MenuItem value="on">{t('installer:turnOn')}</MenuItem>
          <MenuItem value="off">{t('installer:turnOff')}</MenuItem>
        </TextField>
        <Button
          variant="outlined"
          onClick={apply}
          disabled={count === 0 || !check.ok || empty || state.saving}
        >
          {t('installer:applyBulk')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('installer:bulkHelp')}
      </Typography>
      {units.length > 1 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('installer:mixedUnits', { units: units.join('、') })}
        </Alert>
      )}
    </Paper>
  );
}
