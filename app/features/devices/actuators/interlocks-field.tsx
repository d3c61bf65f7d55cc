// Interlocks: a searchable multi-select of the base's other actuators, grouped by zone.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';

export type InterlocksFieldProps = {
  value: readonly number[];
  options: readonly Actuator[];
  zones: readonly Zone[];
  error: string | null;
  onChange: (aids: number[]) => void;
};

export function InterlocksField({ value, options, zones, error, onChange }: InterlocksFieldProps) {
  const t = useT();
  const zoneName = (zid: number | null) =>
    zones.find((z) => z.f_zone_id === zid)?.name ?? t('actuators:noZone');
  const selected = options.filter((o) => value.includes(o.aid));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={selected}
      groupBy={(o) => zoneName(o.zid)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.aid === b.aid}
      onChange={(_, next) => onChange(next.map((o) => o.aid))}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('actuators:interlocksField')}
          error={error !== null}
          helperText={error ?? t('actuators:interlocksHelp')}
        />
      )}
    />
  );
}
