// The form of one strategy input's data source: input, sensors of its type, mode, fallback; add or update.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { DataSource } from '../../../../protocol/live/system.ts';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { CheckList } from '../common/check-list';
import { ConflictAlert, SaveProblems } from '../common/form-status';
import { SelectField } from '../common/select-field';
import { useZonesText } from '../common/use-zones-text';
import type { SourceInput } from './effective-input';
import { checkSourceForm, newSourceForm, sensorsFor, sourceToForm, type SourceForm } from './source-form';

export type SourceEditorProps = {
  stid: number;
  /** Absent: a new source. */
  source?: DataSource;
  /** The inputs the grower may pick (the strategy's inputs without a source, plus this one's). */
  inputs: readonly SourceInput[];
  sensors: readonly Sensor[];
  sources: readonly DataSource[];
  onClose: () => void;
};

const modes = ['avg', 'min', 'max', 'first'] as const;

export function SourceEditor({ stid, source, inputs, sensors, sources, onClose }: SourceEditorProps) {
  const t = useT();
  const zones = useZonesText();
  const action = useConfAction();
  const record = useRecordForm<DataSource | undefined, SourceForm>(source, (s) =>
    s ? sourceToForm(s) : newSourceForm(inputs[0] ?? ''),
  );
  const { form, set, submitted, setSubmitted } = record;
  const check = checkSourceForm(stid, form, sensors, sources, source?.dsid);
  const errors = check.ok ? {} : check.errors;
  const fitting = sensorsFor(sensors, form.input);
  const labelOf = (s: Sensor) =>
    t('strategySetup:sensorWhere', {
      name: s.name,
      zone: s.zid === null ? t('strategySetup:noZone') : zones.nameOf(s.zid),
    });
  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    if (source) record.saving({ ...check.source, dsid: source.dsid });
    if (await action.send('dataSource', source ? 'update' : 'add', check.source)) onClose();
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      data-testid="source-editor"
      sx={{ p: 2, my: 1, display: 'grid', gap: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Typography variant="subtitle1" component="h3">
        {source ? t('strategySetup:editSource') : t('strategySetup:newSource')}
      </Typography>
      <ConflictAlert show={record.conflict} onLoadLatest={record.loadLatest} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField
          name="input"
          label={t('strategySetup:input')}
          value={form.input}
          onChange={(v) => {
            set('input', inputs.find((i) => i === v) ?? '');
            set('sids', []);
            set('fallbackSid', null);
          }}
          error={errors.input}
          show={submitted}
        >
          {inputs.length === 0 && <option value="">{t('strategySetup:chooseInput')}</option>}
          {inputs.map((i) => (
            <option key={i} value={i}>
              {t(`strategySetup:input_${i}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="mode"
          label={t('strategySetup:mode')}
          value={form.mode}
          onChange={(v) => set('mode', modes.find((m) => m === v) ?? 'avg')}
          error={errors.mode}
          show={submitted}
        >
          {modes.map((m) => (
            <option key={m} value={m}>
              {t(`strategySetup:mode_${m}`)}
            </option>
          ))}
        </SelectField>
      </Box>
      <CheckList
        legend={t('strategySetup:sensors')}
        options={fitting.map((s) => ({ id: s.sid, label: labelOf(s) }))}
        selected={form.sids}
        onChange={(sids) => set('sids', sids)}
        error={errors.sids}
        show={submitted}
        empty={t('strategySetup:noFittingSensor')}
        testId="source-sensors"
      />
      <SelectField
        name="fallbackSid"
        label={t('strategySetup:fallback')}
        value={form.fallbackSid === null ? '' : String(form.fallbackSid)}
        onChange={(v) => set('fallbackSid', v === '' ? null : Number(v))}
        error={errors.fallbackSid}
        show={submitted}
        helper={
          form.fallbackSid !== null && form.sids.includes(form.fallbackSid)
            ? t('strategySetup:fallbackAlsoSource')
            : t('strategySetup:fallbackHelp')
        }
      >
        <option value="">{t('strategySetup:noFallbackOption')}</option>
        {fitting.map((s) => (
          <option key={s.sid} value={s.sid}>
            {labelOf(s)}
          </option>
        ))}
      </SelectField>
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
