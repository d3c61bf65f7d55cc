// The alarm centre's filters: open / past / all, severity, source and zone (values in the URL).
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import type { AlarmFilter, AlarmView } from './alarm-filter';

const views: AlarmView[] = ['open', 'past', 'all'];
const selectSx = { minWidth: 120, flex: { xs: '1 1 120px', sm: '0 0 auto' } };

export function AlarmFilters({
  filter,
  zones,
  onChange,
}: {
  filter: AlarmFilter;
  zones: readonly Zone[];
  onChange: (filter: AlarmFilter) => void;
}) {
  const t = useT();
  const select = (key: 'severity' | 'source', values: readonly string[]) => (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={t(`alarms:filter_${key}`)}
      value={filter[key] ?? 'all'}
      onChange={(e) => onChange({ ...filter, [key]: e.target.value === 'all' ? null : e.target.value })}
      sx={selectSx}
      slotProps={{ htmlInput: { 'data-testid': `filter-${key}` } }}
    >
      <MenuItem value="all">{t('alarms:any')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {t(`alarms:${key}_${v}` as 'alarms:severity_info')}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.view}
        aria-label={t('alarms:filter_view')}
        onChange={(_e, view: AlarmView | null) => view && onChange({ ...filter, view })}
      >
        {views.map((v) => (
          <ToggleButton key={v} value={v} sx={{ px: 2 }}>
            {t(`alarms:view_${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {select('severity', ['critical', 'warning', 'info'])}
      {select('source', ['sensor', 'irrigation', 'fertigation', 'device'])}
      <TextField
        select
        fullWidth={false}
        size="small"
        label={t('alarms:filter_zone')}
        value={filter.zone === null ? 'all' : String(filter.zone)}
        onChange={(e) =>
          onChange({ ...filter, zone: e.target.value === 'all' ? null : Number(e.target.value) })
        }
        sx={selectSx}
        slotProps={{ htmlInput: { 'data-testid': 'filter-zone' } }}
      >
        <MenuItem value="all">{t('alarms:any')}</MenuItem>
        {zones.map((z) => (
          <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
            {z.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
