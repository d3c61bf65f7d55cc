// The form of one group policy: its name, the zones and the strategies they share; add or update.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { FormField } from '../../../components/forms/form-field';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { CheckList } from '../common/check-list';
import { ConflictAlert, SaveProblems } from '../common/form-status';
import { checkGroupForm, emptyGroupForm, groupToForm, type GroupForm } from './group-form';

export type GroupEditorProps = {
  /** Absent: a new group. */
  group?: GroupPolicy;
  groups: readonly GroupPolicy[];
  zones: readonly Zone[];
  strategies: readonly Strategy[];
  onClose: () => void;
};

export function GroupEditor({ group, groups, zones, strategies, onClose }: GroupEditorProps) {
  const t = useT();
  const action = useConfAction();
  const record = useRecordForm<GroupPolicy | undefined, GroupForm>(group, (g) =>
    g ? groupToForm(g) : emptyGroupForm,
  );
  const { form, set, submitted, setSubmitted, touched } = record;
  const check = checkGroupForm(form, groups, group?.gpid);
  const errors = check.ok ? {} : check.errors;
  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    if (group) record.saving({ ...check.group, gpid: group.gpid });
    if (await action.send('groupPolicy', group ? 'update' : 'add', check.group)) onClose();
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      data-testid="group-editor"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Typography variant="h6" component="h2">
        {group ? t('strategySetup:editGroup', { name: group.name }) : t('strategySetup:newGroup')}
      </Typography>
      <ConflictAlert show={record.conflict} onLoadLatest={record.loadLatest} />
      <FormField
        name="name"
        label={t('strategySetup:groupName')}
        value={form.name}
        onChange={(v) => set('name', v)}
        error={errors.name}
        show={submitted || touched.has('name')}
        required
      />
      <CheckList
        legend={t('strategySetup:groupZones')}
        options={zones.map((z) => ({ id: z.f_zone_id, label: z.name }))}
        selected={form.zoneIds}
        onChange={(ids) => set('zoneIds', ids)}
        error={errors.zoneIds}
        show={submitted}
        testId="group-zones"
      />
      <CheckList
        legend={t('strategySetup:groupStrategies')}
        options={strategies.map((s) => ({ id: s.stid, label: s.name }))}
        selected={form.strategyIds}
        onChange={(ids) => set('strategyIds', ids)}
        error={errors.strategyIds}
        show={submitted}
        testId="group-strategies"
      />
      <SaveProblems invalid={submitted && !check.ok} error={action.error} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={action.pending}>
          {action.pending ? t('strategySetup:saving') : t('common:save')}
        </Button>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
      </Box>
    </Paper>
  );
}
