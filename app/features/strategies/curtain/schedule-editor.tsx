// The curtain schedule as editable rows: add (up to 24), change, remove; rows sort by time once a time is left.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { AddRowIcon } from './row-icons';
import { ScheduleRow } from './schedule-row';
import {
  addRow,
  changeRow,
  maxScheduleRows,
  removeRow,
  sortRows,
  type ScheduleRow as Row,
} from './schedule-rows';
import type { FieldPath } from '../shell/strategy-paths';

export type ScheduleEditorProps = {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errorOf: (path: FieldPath<'curtain'>) => FieldError | undefined;
};

export function ScheduleEditor({ rows, onChange, errorOf }: ScheduleEditorProps) {
  const t = useT();
  const full = rows.length >= maxScheduleRows;
  const listError = errorOf('params.schedule');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
        {t('strategies:curtain_schedule')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('strategies:curtain_scheduleHelp')}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" data-testid="schedule-empty">
          {t('strategies:curtain_scheduleEmpty')}
        </Typography>
      )}
      {rows.map((row, i) => (
        <ScheduleRow
          key={row.id}
          index={i}
          row={row}
          atError={errorOf(`params.schedule.${i}.at`)}
          posError={errorOf(`params.schedule.${i}.pos`)}
          onChange={(patch) => onChange(changeRow(rows, i, patch))}
          onLeaveTime={(at) => {
            const tidied = at === row.at ? rows : changeRow(rows, i, { at });
            const sorted = sortRows(tidied);
            if (sorted.some((r, k) => r !== rows[k])) onChange(sorted);
          }}
          onRemove={() => onChange(removeRow(rows, i))}
        />
      ))}
      {listError && <FormHelperText error>{t(fieldErrorKey(listError), listError.values)}</FormHelperText>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddRowIcon />} onClick={() => onChange(addRow(rows))} disabled={full}>
          {t('strategies:curtain_addRow')}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary">
            {t('strategies:curtain_rowsMax', { max: maxScheduleRows })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
