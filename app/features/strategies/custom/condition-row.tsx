// One condition of a custom rule: the sensor, the comparison, the value (in the sensor's unit), whether it
// holds now, and a remove button (the last condition cannot go: a rule needs one).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { sensorUnits, type Sensor } from '../../../../protocol/live/sensor.ts';
import { FormField } from '../../../components/forms/form-field';
import type { FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { RemoveRowIcon } from '../curtain/row-icons';
import { num } from '../shell/strategy-check';
import { ConditionNow } from './condition-now';
import { conditionOps, opNames, type ConditionRow as Row } from './custom-conditions';
import { SensorPicker } from './sensor-picker';
import type { FieldPath } from '../shell/strategy-paths';

export type ConditionRowProps = {
  index: number;
  row: Row;
  sensor: Sensor | undefined;
  canRemove: boolean;
  errorOf: (path: FieldPath<'custom'>) => FieldError | undefined;
  onChange: (patch: Partial<Row>) => void;
  onRemove: () => void;
};

export function ConditionRow({
  index,
  row,
  sensor,
  canRemove,
  errorOf,
  onChange,
  onRemove,
}: ConditionRowProps) {
  const t = useT();
  const n = index + 1;
  return (
    <Box
      role="group"
      aria-label={t('strategies:custom_condition', { n })}
      data-testid="condition-row"
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr) auto',
          md: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr) auto',
        },
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <SensorPicker
          name={`when-${index}-sid`}
          value={row.sid}
          onChange={(sid) => onChange({ sid })}
          error={errorOf(`params.when.${index}.sid`)}
        />
      </Box>
      <TextField
        select
        name={`when-${index}-op`}
        label={t('strategies:custom_op')}
        value={row.op}
        onChange={(e) => onChange({ op: conditionOps.find((op) => op === e.target.value) ?? row.op })}
        helperText=" "
        fullWidth
      >
        {conditionOps.map((op) => (
          <MenuItem key={op} value={op}>
            {`${op} ${t(`strategies:custom_op_${opNames[op]}`)}`}
          </MenuItem>
        ))}
      </TextField>
      <FormField
        name={`when-${index}-value`}
        label={t('strategies:custom_value')}
        value={row.value}
        onChange={(value) => onChange({ value })}
        error={errorOf(`params.when.${index}.value`)}
        show
        unit={sensor ? sensorUnits[sensor.type] : undefined}
        numeric
      />
      <IconButton
        aria-label={t('strategies:custom_removeCondition', { n })}
        onClick={onRemove}
        disabled={!canRemove}
        sx={{ mt: 1 }}
      >
        <RemoveRowIcon />
      </IconButton>
      {sensor && (
        <Box sx={{ gridColumn: '1 / -1', mt: -1 }}>
          <ConditionNow sid={sensor.sid} type={sensor.type} op={row.op} value={num(row.value)} />
        </Box>
      )}
    </Box>
  );
}
