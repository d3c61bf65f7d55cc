// One schedule row: the time (HH:MM, sorted into place when left) and the position %, with a remove button.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { FormField } from '../../../components/forms/form-field';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { RemoveRowIcon } from './row-icons';
import type { ScheduleRow as Row } from './schedule-rows';

export type ScheduleRowProps = {
  index: number;
  row: Row;
  atError?: FieldError;
  posError?: FieldError;
  onChange(patch: Partial<Row>): void;
  onLeaveTime(): void;
  onRemove(): void;
};

export function ScheduleRow({
  index,
  row,
  atError,
  posError,
  onChange,
  onLeaveTime,
  onRemove,
}: ScheduleRowProps) {
  const t = useT();
  const n = index + 1;
  return (
    <Box
      role="group"
      aria-label={t('strategies:curtain_row', { n })}
      data-testid="schedule-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
        gap: 1,
        alignItems: 'start',
      }}
    >
      <TextField
        type="time"
        name={`schedule-${index}-at`}
        label={t('strategies:curtain_at')}
        value={row.at}
        onChange={(e) => onChange({ at: e.target.value })}
        onBlur={onLeaveTime}
        error={atError !== undefined}
        helperText={atError ? t(fieldErrorKey(atError), atError.values) : ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        fullWidth
      />
      <FormField
        name={`schedule-${index}-pos`}
        label={t('strategies:curtain_pos')}
        value={row.pos}
        onChange={(pos) => onChange({ pos })}
        error={posError}
        show
        unit="%"
        numeric
      />
      <IconButton aria-label={t('strategies:curtain_removeRow', { n })} onClick={onRemove} sx={{ mt: 1 }}>
        <RemoveRowIcon />
      </IconButton>
    </Box>
  );
}
