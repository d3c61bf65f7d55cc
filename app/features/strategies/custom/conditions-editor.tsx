// The conditions of a custom rule as rows (all must hold): add up to 8, change, remove all but the last.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { AddRowIcon } from '../curtain/row-icons';
import { ConditionRow } from './condition-row';
import {
  addCondition,
  changeCondition,
  maxConditions,
  removeCondition,
  type ConditionRow as Row,
} from './custom-conditions';
import type { FieldPath } from '../shell/strategy-paths';

export type ConditionsEditorProps = {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errorOf: (path: FieldPath<'custom'>) => FieldError | undefined;
};

export function ConditionsEditor({ rows, onChange, errorOf }: ConditionsEditorProps) {
  const t = useT();
  const sensors = useLiveList('sensor');
  const listError = errorOf('params.when');
  const full = rows.length >= maxConditions;
  return (
    <Box
      component="section"
      aria-label={t('strategies:custom_conditions')}
      sx={{ display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2">
        {t('strategies:custom_conditions')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('strategies:custom_conditionsHelp')}
      </Typography>
      {rows.map((row, i) => (
        <ConditionRow
          key={i}
          index={i}
          row={row}
          sensor={sensors.items.find((s) => s.sid === row.sid)}
          canRemove={rows.length > 1}
          errorOf={errorOf}
          onChange={(patch) => onChange(changeCondition(rows, i, patch))}
          onRemove={() => onChange(removeCondition(rows, i))}
        />
      ))}
      {listError && <FormHelperText error>{t(fieldErrorKey(listError), listError.values)}</FormHelperText>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddRowIcon />} onClick={() => onChange(addCondition(rows))} disabled={full}>
          {t('strategies:custom_addCondition')}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary">
            {t('strategies:custom_conditionsMax', { max: maxConditions })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
