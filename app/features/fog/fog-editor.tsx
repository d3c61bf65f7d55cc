// One fog group's settings as a form: mode, target, pulse and pause; saved with system/conf update.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Fog } from '../../../protocol/live/climate.ts';
import { ConflictAlert } from '../../components/forms/conflict-alert';
import { FormActions } from '../../components/forms/form-actions';
import { FormField } from '../../components/forms/form-field';
import { useRecordForm } from '../../components/forms/use-record-form';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action';
import { checkFogForm, defaultTarget, fogToForm, type FogForm } from './fog-form';

const modes: readonly Fog['mode'][] = ['humidity', 'vpd'];

export function FogEditor({ group }: { group: Fog }) {
  const t = useT();
  const action = useConfAction();
  const record = useRecordForm<Fog, FogForm>(group, fogToForm);
  const { form, set, submitted, setSubmitted, touched } = record;
  const check = checkFogForm(group, form);
  const errors = check.ok ? {} : check.errors;
  const field = (name: 'target' | 'pulseS' | 'pauseS', label: string, helper: string, unit: string) => (
    <FormField
      name={name}
      label={label}
      value={form[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      show={submitted || touched.has(name)}
      helper={helper}
      unit={unit}
      numeric
    />
  );
  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    record.saving(check.record);
    await action.send('fog', 'update', check.record);
  };

  return (
    <Box
      component="form"
      noValidate
      data-testid="fog-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <ConflictAlert
        show={record.conflict}
        onLoadLatest={record.loadLatest}
        text={t('fog:changedElsewhere')}
        loadLabel={t('fog:loadLatest')}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          name="mode"
          label={t('fog:mode')}
          value={form.mode}
          onChange={(e) => {
            const mode = modes.find((m) => m === e.target.value);
            if (mode === undefined) return;
            set('mode', mode);
            if (mode !== group.mode) set('target', defaultTarget[mode]);
            else set('target', String(group.target));
          }}
          helperText=" "
          fullWidth
        >
          {modes.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`fog:mode_${m}`)}
            </MenuItem>
          ))}
        </TextField>
        {field(
          'target',
          t(`fog:target_${form.mode}`),
          t(`fog:targetHelp_${form.mode}`),
          form.mode === 'vpd' ? 'kPa' : '%',
        )}
        {field('pulseS', t('fog:pulseS'), t('fog:pulseHelp'), t('fog:seconds'))}
        {field('pauseS', t('fog:pauseS'), t('fog:pauseHelp'), t('fog:seconds'))}
      </Box>
      <FormActions
        error={action.error}
        pending={action.pending}
        saveLabel={t('fog:save')}
        savingLabel={t('fog:saving')}
      />
    </Box>
  );
}
