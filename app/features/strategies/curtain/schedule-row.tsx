// One schedule row: the time (HH:MM, sorted into place when left) and the position %, with a remove button.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { FormField } from '../../../components/forms/form-field';
import type { FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { ClockField } from './clock-field';
import { RemoveRowIcon } from './row-icons';
import type { ScheduleRow as Row } from './schedule-rows';

export type ScheduleRowProps = {
  index: number;
  row: Row;
  atError?: FieldError;
  posError?: FieldError;
  onChange: (patch: Partial<Omit<Row, 'id'>>) => void;
  /** The time field was left: `at` is the tidied time. */
  onLeaveTime: (at: string) => void;
  onRemove: () => void;
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
      <ClockField
        name={`schedule-${index}-at`}
        label={t('strategies:curtain_at')}
        value={row.at}
        onChange={(at) => onChange({ at })}
        onLeave={onLeaveTime}
        error={atError}
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
