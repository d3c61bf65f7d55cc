// Picks the sensor a condition reads, among the base's sensors (name, zone, type, live value).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { SensorChoice } from './sensor-choice';

export type SensorPickerProps = {
  name: string;
  value: number | null;
  onChange: (sid: number) => void;
  error?: FieldError;
};

export function SensorPicker({ name, value, onChange, error }: SensorPickerProps) {
  const t = useT();
  const sensors = useLiveList('sensor');
  const { names } = useZoneNames();
  const zoneOf = (zid: number | null) =>
    zid === null ? t('strategies:custom_noZone') : (names.get(zid) ?? String(zid));
  const choices = sensors.items
    .filter((s) => s.enabled || s.sid === value)
    .sort((a, b) => (a.zid ?? 0) - (b.zid ?? 0) || a.sid - b.sid);
  const known = value !== null && choices.some((s) => s.sid === value);
  return (
    <TextField
      select
      name={name}
      label={t('strategies:custom_sensor')}
      value={known ? String(value) : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      error={error !== undefined}
      helperText={error ? t(fieldErrorKey(error), error.values) : ' '}
      fullWidth
      slotProps={{
        select: {
          renderValue: (v) => {
            const sensor = choices.find((s) => String(s.sid) === v);
            return sensor ? <SensorChoice sensor={sensor} zone={zoneOf(sensor.zid)} /> : '';
          },
        },
      }}
    >
      {choices.map((s) => (
        <MenuItem key={s.sid} value={String(s.sid)}>
          <SensorChoice sensor={s} zone={zoneOf(s.zid)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
