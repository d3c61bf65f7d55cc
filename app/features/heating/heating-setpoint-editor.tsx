// A heating loop's day and night set points as a form, saved with system/conf update (the controller reads them at every decision).
import Box from '@mui/material/Box';
import { useCallback } from 'react';
import type { HeatingLoop } from '../../../protocol/live/climate.ts';
import { ConflictAlert } from '../../components/forms/conflict-alert';
import { FormActions } from '../../components/forms/form-actions';
import { FormField } from '../../components/forms/form-field';
import { PreviewButton } from '../../components/preview/preview-button';
import { useRecordForm } from '../../components/forms/use-record-form';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action';
import { checkHeatingForm, loopToForm, type HeatingField, type HeatingForm } from './heating-form';
import { withLoop } from './heating-preview';

export function HeatingSetpointEditor({ loop }: { loop: HeatingLoop }) {
  const t = useT();
  const action = useConfAction();
  // The form is about set points: a mode change (start, stop, hand back) is no conflict.
  const setpoints = { hid: loop.hid, daySetpoint: loop.daySetpoint, nightSetpoint: loop.nightSetpoint };
  const record = useRecordForm<typeof setpoints, HeatingForm>(setpoints, (l) =>
    loopToForm({ ...loop, ...l }),
  );
  const { form, set, submitted, setSubmitted, touched } = record;
  const check = checkHeatingForm(loop, form);
  const errors = check.ok ? {} : check.errors;
  const edited = check.ok ? check.record : null;
  const editKey = JSON.stringify(edited);
  // Stable while the form is: the preview reruns only when the set points change.
  const edit = useCallback(
    (saved: Parameters<typeof withLoop>[0]) => withLoop(saved, edited!),
    [editKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const zones = useCallback(() => [loop.zid], [loop.zid]);
  const field = (name: HeatingField, helper: string) => (
    <FormField
      name={name}
      label={t(`heating:${name}`)}
      value={form[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      show={submitted || touched.has(name)}
      helper={helper}
      unit="°C"
      numeric
    />
  );
  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    const { daySetpoint, nightSetpoint } = check.record;
    record.saving({ hid: loop.hid, daySetpoint, nightSetpoint });
    await action.send('heating', 'update', check.record);
  };

  return (
    <Box
      component="form"
      noValidate
      data-testid="heating-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <ConflictAlert
        show={record.conflict}
        onLoadLatest={record.loadLatest}
        text={t('heating:changedElsewhere')}
        loadLabel={t('heating:loadLatest')}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('daySetpoint', t('heating:dayHelp'))}
        {field('nightSetpoint', t('heating:nightHelp'))}
      </Box>
      <Box sx={{ mb: 1 }}>
        <PreviewButton
          label={t('heating:preview')}
          edit={edited ? edit : null}
          editKey={editKey}
          zones={zones}
        />
      </Box>
      <FormActions
        error={action.error}
        pending={action.pending}
        saveLabel={t('heating:save')}
        savingLabel={t('heating:saving')}
      />
    </Box>
  );
}
