// The zone and type filters above the sensor list (values in the URL, see sensor-filter.ts).
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { sensorType, type SensorType } from '../../../../protocol/live/sensor.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import type { SensorFilter } from './sensor-filter';

export type SensorFiltersProps = {
  filter: SensorFilter;
  zones: readonly Zone[];
  types: readonly SensorType[];
  onChange: (filter: SensorFilter) => void;
};

export function SensorFilters({ filter, zones, types, onChange }: SensorFiltersProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        fullWidth={false}
        size="small"
        label={t('sensors:filterZone')}
        value={String(filter.zone)}
        onChange={(e) => {
          const v = e.target.value;
          onChange({ ...filter, zone: v === 'all' || v === 'none' ? v : Number(v) });
        }}
        sx={{ minWidth: { xs: 120, sm: 160 }, flex: { xs: '1 1 120px', sm: '0 0 auto' } }}
        slotProps={{ htmlInput: { 'data-testid': 'filter-zone' } }}
      >
        <MenuItem value="all">{t('sensors:allZones')}</MenuItem>
        {zones.map((z) => (
          <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
            {z.name}
          </MenuItem>
        ))}
        <MenuItem value="none">{t('sensors:noZone')}</MenuItem>
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        label={t('sensors:filterType')}
        value={filter.type}
        onChange={(e) => {
          const type = sensorType.safeParse(e.target.value);
          onChange({ ...filter, type: type.success ? type.data : 'all' });
        }}
        sx={{ minWidth: { xs: 120, sm: 160 }, flex: { xs: '1 1 120px', sm: '0 0 auto' } }}
      >
        <MenuItem value="all">{t('sensors:allTypes')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`sensors:type_${type}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
