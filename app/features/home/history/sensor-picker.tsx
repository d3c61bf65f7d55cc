// Pick the sensors to chart: a searchable multi-select grouped by zone (keyboard: type, arrows, Enter).
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import { MAX_SENSORS } from './ranges';

export type SensorPickerProps = {
  sensors: readonly Sensor[];
  zones: readonly Zone[];
  value: readonly number[];
  onChange: (sids: number[]) => void;
  error?: string | null;
};

export function SensorPicker({ sensors, zones, value, onChange, error }: SensorPickerProps) {
  const t = useT();
  const zoneName = useMemo(() => new Map(zones.map((z) => [z.f_zone_id, z.name])), [zones]);
  const group = (s: Sensor) =>
    s.zid === null ? t('home:weatherStation') : (zoneName.get(s.zid) ?? `#${s.zid}`);
  const options = useMemo(
    () => [...sensors].sort((a, b) => (a.zid ?? Infinity) - (b.zid ?? Infinity) || a.sid - b.sid),
    [sensors],
  );
  const selected = value.map((sid) => sensors.find((s) => s.sid === sid)).filter((s) => s !== undefined);
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      groupBy={group}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.sid === b.sid}
      getOptionDisabled={(s) => value.length >= MAX_SENSORS && !value.includes(s.sid)}
      onChange={(_, next) => onChange(next.map((s) => s.sid))}
      filterSelectedOptions
      limitTags={4}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('home:pickSensors')}
          placeholder={t('home:pickSensorsHint', { max: MAX_SENSORS })}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
      data-testid="sensor-picker"
    />
  );
}
