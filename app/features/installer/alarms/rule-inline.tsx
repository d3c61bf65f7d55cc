// One alarm rule edited inline in its sensor's row: high, low, delay, hysteresis, on/off, delete.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkAlarmForm, type AlarmField } from '../../../components/forms/alarm-form';
import { fieldErrorKey } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import type { RuleDraft } from './rule-drafts';

export type RuleInlineProps = {
  draft: RuleDraft;
  unit: string;
  /** Errors of every field show (a save was tried). */
  attempted: boolean;
  changed: boolean;
  failure?: string;
  disabled: boolean;
  onEdit: (patch: Partial<RuleDraft['form']>) => void;
  onDelete: (deleted: boolean) => void;
};

export function RuleInline({
  draft,
  unit,
  attempted,
  changed,
  failure,
  disabled,
  onEdit,
  onDelete,
}: RuleInlineProps) {
  const t = useT();
  const check = checkAlarmForm(draft.sid, draft.form, draft.rid);
  const errors = check.ok ? {} : check.errors;
  if (draft.deleted) {
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        data-testid="rule-inline"
        data-deleted
      >
        <Typography variant="body2" color="error" sx={{ flex: 1 }}>
          {t('installer:willDelete')}
        </Typography>
        <Button size="small" onClick={() => onDelete(false)} disabled={disabled}>
          {t('installer:undoDelete')}
        </Button>
      </Box>
    );
  }
  const field = (name: Exclude<AlarmField, 'enabled'>, fieldUnit?: string) => {
    const error = errors[name];
    const show = error && (attempted || draft.touched.includes(name));
    return (
      <TextField
        size="small"
        label={t(`installer:${name}`)}
        value={draft.form[name]}
        onChange={(e) => onEdit({ [name]: e.target.value })}
        error={Boolean(show)}
        helperText={show ? t(fieldErrorKey(error), { ...error.values, defaultValue: '' }) : undefined}
        disabled={disabled}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'decimal' },
          input: fieldUnit
            ? { endAdornment: <InputAdornment position="end">{fieldUnit}</InputAdornment> }
            : undefined,
        }}
      />
    );
  };
  return (
    <Box
      data-testid="rule-inline"
      data-rid={draft.rid ?? 'new'}
      data-changed={changed}
      sx={{ borderLeft: 3, borderColor: changed ? 'warning.main' : 'transparent', pl: 1 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto auto' },
        }}
      >
        {field('high', unit)}
        {field('low', unit)}
        {field('delayS')}
        {field('hysteresis', unit)}
        <FormControlLabel
          control={
            <Switch
              checked={draft.form.enabled}
              onChange={(e) => onEdit({ enabled: e.target.checked })}
              disabled={disabled}
            />
          }
          label={t('installer:ruleEnabled')}
        />
        <Button
          color="error"
          size="small"
          onClick={() => onDelete(true)}
          disabled={disabled}
          sx={{ justifySelf: 'end', mt: 0.5 }}
        >
          {t('installer:deleteRule')}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="rule-failure">
          {t('installer:rowFailed', { reason: failure })}
        </Alert>
      )}
    </Box>
  );
}
