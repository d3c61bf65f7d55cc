// One alarm rule of a sensor as a form: thresholds, delay, hysteresis, on/off; add, update or delete.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AlarmRule } from '../../../../protocol/live/climate.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import {
  checkAlarmForm,
  emptyAlarmForm,
  ruleToForm,
  type AlarmField,
  type AlarmForm,
} from '../../../components/forms/alarm-form';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { unitOf } from '../../../lib/sensor-format';
import { ConflictAlert } from '../../../components/forms/conflict-alert';
import { FormActions } from '../../../components/forms/form-actions';
import { FormField } from '../../../components/forms/form-field';
import { useRecordForm } from '../../../components/forms/use-record-form';

export type AlarmRuleEditorProps = {
  sensor: Sensor;
  /** Absent: a new rule. */
  rule?: AlarmRule;
  /** A new rule was added or its form cancelled. */
  onClose?: () => void;
};

const newRuleForm = (): AlarmForm => emptyAlarmForm;

export function AlarmRuleEditor({ sensor, rule, onClose }: AlarmRuleEditorProps) {
  const t = useT();
  const action = useConfAction();
  const [confirming, setConfirming] = useState(false);
  const record = useRecordForm<AlarmRule | undefined, AlarmForm>(rule, (r) =>
    r ? ruleToForm(r) : newRuleForm(),
  );
  const { form, set, submitted, setSubmitted, touched } = record;
  const check = checkAlarmForm(sensor.sid, form, rule?.rid);
  const errors = check.ok ? {} : check.errors;
  const unit = unitOf(sensor.type);
  const field = (name: Exclude<AlarmField, 'enabled'>, helper?: string, fieldUnit?: string) => (
    <FormField
      name={name}
      label={t(`sensors:${name}`)}
      value={form[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      show={submitted || touched.has(name)}
      helper={helper}
      unit={fieldUnit}
      numeric
    />
  );

  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    if (!rule) {
      if (await action.send('alarmRule', 'add', check.rule)) onClose?.();
      return;
    }
    record.saving({ ...check.rule, rid: rule.rid });
    await action.send('alarmRule', 'update', check.rule);
  };
  const remove = async () => {
    setConfirming(false);
    if (rule) await action.send('alarmRule', 'delete', { rid: rule.rid });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      sx={{ p: 2 }}
      data-testid="alarm-rule-editor"
      data-rid={rule?.rid ?? 'new'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {rule ? t('sensors:ruleTitle', { rid: rule.rid }) : t('sensors:newRule')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
          label={t('sensors:enabled')}
        />
      </Box>
      <ConflictAlert
        show={record.conflict}
        onLoadLatest={record.loadLatest}
        text={t('sensors:changedElsewhere')}
        loadLabel={t('sensors:loadLatest')}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('high', t('sensors:thresholdHelp'), unit)}
        {field('low', t('sensors:thresholdHelp'), unit)}
        {field('delayS')}
        {field('hysteresis', undefined, unit)}
      </Box>
      <FormActions
        error={action.error}
        pending={action.pending}
        saveLabel={t('sensors:save')}
        savingLabel={t('sensors:saving')}
      >
        {rule ? (
          <Button color="error" onClick={() => setConfirming(true)} disabled={action.pending}>
            {t('sensors:deleteRule')}
          </Button>
        ) : (
          <Button onClick={onClose}>{t('sensors:cancel')}</Button>
        )}
      </FormActions>
      <ConfirmDialog
        open={confirming}
        text={t('sensors:deleteRuleConfirm')}
        confirm={t('sensors:deleteRule')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
