// The irrigation-plan form: name, on/off, trigger, valve sequence, time per valve, recipe, window; save or delete.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import type { IrrigationPlan } from '../../../../protocol/live/irrigation.ts';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { ConflictAlert } from '../../../components/forms/conflict-alert';
import type { AutomationConfig } from '../../../../model/automation/types.ts';
import { FormField } from '../../../components/forms/form-field';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { PreviewButton } from '../../../components/preview/preview-button';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { formKeyOf, type PlanFormProps } from './form-props';
import { checkPlanForm, emptyPlanForm, planToForm, type PlanField, type PlanForm } from './plan-form';
import { withPlan, zonesOfPlan } from './plan-preview';
import { TriggerSection } from './trigger-section';
import type { PlanData } from './use-plan-data';
import { ValveSequenceField } from './valve-sequence-field';
import { WindowField } from './window-field';
import { SaveBar } from '../shared/save-bar';

export type PlanEditorProps = { plan?: IrrigationPlan; data: PlanData; onDone: () => void };

export function PlanEditor({ plan, data, onDone }: PlanEditorProps) {
  const t = useT();
  const action = useConfAction();
  const [confirming, setConfirming] = useState(false);
  const record = useRecordForm<IrrigationPlan | undefined, PlanForm>(plan, (p) => {
    const form = p ? planToForm(p) : emptyPlanForm();
    // A plan switched to soil moisture starts from the base's first moisture sensor.
    return form.sid === '' ? { ...form, sid: String(data.moistureSensors[0]?.sid ?? '') } : form;
  });
  const { form, set, submitted, setSubmitted, touched } = record;
  const check = checkPlanForm(form, plan?.pid);
  const errors = check.ok ? {} : check.errors;
  const props: PlanFormProps = {
    form,
    set,
    shownError: (field: PlanField) =>
      submitted || touched.has(formKeyOf[field]) ? errors[field] : undefined,
  };
  const edited = check.ok ? check.plan : null;
  const editKey = JSON.stringify(edited);
  const pid = plan?.pid;
  // Stable while the form is: the preview reruns only when the plan's values change.
  const edit = useCallback(
    (saved: AutomationConfig) => withPlan(saved, edited!, pid),
    [editKey, pid], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const zones = useCallback(
    (saved: AutomationConfig) => zonesOfPlan(saved, edited?.valveIds ?? [], pid),
    [editKey, pid], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const seconds = Number(form.secondsPerValve);
  const minutes = Number.isFinite(seconds) ? Math.round((seconds * form.valveIds.length) / 6) / 10 : 0;

  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    if (!plan) {
      if (await action.send('irrigationPlan', 'add', check.plan)) onDone();
      return;
    }
    record.saving({ ...check.plan, pid: plan.pid });
    if (await action.send('irrigationPlan', 'update', check.plan)) onDone();
  };
  const remove = async () => {
    setConfirming(false);
    if (plan && (await action.send('irrigationPlan', 'delete', { pid: plan.pid }))) onDone();
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      data-testid="plan-editor"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, maxWidth: 760 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <ConflictAlert
        show={record.conflict}
        onLoadLatest={record.loadLatest}
        text={t('water:changedElsewhere')}
        loadLabel={t('water:loadLatest')}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px' }}>
          <FormField
            name="name"
            label={t('water:name')}
            value={form.name}
            onChange={(v) => set('name', v)}
            error={props.shownError('name')}
            show
            required
          />
        </Box>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
          label={t('water:enabled')}
        />
      </Box>
      <TriggerSection {...props} moistureSensors={data.moistureSensors} zoneNames={data.zoneNames} />
      <ValveSequenceField {...props} valves={data.valves} zoneNames={data.zoneNames} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField
          name="secondsPerValve"
          label={t('water:secondsPerValve')}
          value={form.secondsPerValve}
          onChange={(v) => set('secondsPerValve', v)}
          error={props.shownError('secondsPerValve')}
          show
          helper={t('water:sequenceTotal', { count: form.valveIds.length, minutes })}
          unit={t('water:unitSeconds')}
          numeric
        />
        <TextField
          select
          label={t('water:recipe')}
          value={form.recipeId}
          onChange={(e) => set('recipeId', e.target.value)}
          helperText=" "
        >
          <MenuItem value="">{t('water:recipeNone')}</MenuItem>
          {data.recipes.map((r) => (
            <MenuItem key={r.rid} value={String(r.rid)}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <WindowField {...props} />
      <Box>
        <PreviewButton
          label={t('water:preview')}
          edit={edited ? edit : null}
          editKey={editKey}
          zones={zones}
        />
      </Box>
      <SaveBar
        error={action.error}
        invalid={submitted && !check.ok}
        pending={action.pending}
        onCancel={onDone}
        onDelete={plan ? () => setConfirming(true) : undefined}
        deleteLabel={t('water:deletePlan')}
      />
      <ConfirmDialog
        open={confirming}
        text={t('water:deletePlanConfirm', { name: plan?.name ?? '' })}
        confirm={t('water:deletePlan')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
