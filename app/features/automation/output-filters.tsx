// The filters above the outputs table: one zone or all, one strategy or all (kept in the URL).
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Strategy } from '../../../protocol/live/climate.ts';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import type { OutputFilter } from './output-rows';

export type OutputFiltersProps = {
  filter: OutputFilter;
  zones: readonly Zone[];
  strategies: readonly Strategy[];
  onChange: (filter: OutputFilter) => void;
};

const parse = (value: string): number | 'all' => (value === 'all' ? 'all' : Number(value));
const field = { minWidth: 160, width: { xs: '100%', sm: 'auto' } };

export function OutputFilters({ filter, zones, strategies, onChange }: OutputFiltersProps) {
  const t = useT();
  const zoneKnown = filter.zid === 'all' || zones.some((z) => z.f_zone_id === filter.zid);
  const strategyKnown = filter.stid === 'all' || strategies.some((s) => s.stid === filter.stid);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('automation:filterZone')}
        value={zoneKnown ? String(filter.zid) : 'all'}
        onChange={(e) => onChange({ ...filter, zid: parse(e.target.value) })}
        sx={field}
      >
        <MenuItem value="all">{t('automation:allZones')}</MenuItem>
        {zones.map((z) => (
          <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
            {z.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('automation:filterStrategy')}
        value={strategyKnown ? String(filter.stid) : 'all'}
        onChange={(e) => onChange({ ...filter, stid: parse(e.target.value) })}
        sx={field}
      >
        <MenuItem value="all">{t('automation:allStrategies')}</MenuItem>
        {strategies.map((s) => (
          <MenuItem key={s.stid} value={String(s.stid)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
