// The filters above a log: from and to day (controller-local), one zone or all, and a text search.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';

export type LogFilterValues = { from: string; to: string; zid: number | 'all'; text: string };

export type LogFilterBarProps = {
  values: LogFilterValues;
  zones: readonly Zone[];
  onChange: (values: LogFilterValues) => void;
};

const field = { minWidth: 150, width: { xs: '100%', sm: 'auto' } };

export function LogFilterBar({ values, zones, onChange }: LogFilterBarProps) {
  const t = useT();
  const zoneKnown = values.zid === 'all' || zones.some((z) => z.f_zone_id === values.zid);
  const set = (patch: Partial<LogFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} role="search">
      <TextField
        type="date"
        size="small"
        label={t('logs:from')}
        value={values.from}
        onChange={(e) => e.target.value && set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: values.to } }}
        sx={field}
      />
      <TextField
        type="date"
        size="small"
        label={t('logs:to')}
        value={values.to}
        onChange={(e) => e.target.value && set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from } }}
        sx={field}
      />
      <TextField
        select
        size="small"
        label={t('logs:zone')}
        value={zoneKnown ? String(values.zid) : 'all'}
        onChange={(e) => set({ zid: e.target.value === 'all' ? 'all' : Number(e.target.value) })}
        sx={field}
      >
        <MenuItem value="all">{t('logs:allZones')}</MenuItem>
        {zones.map((z) => (
          <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
            {z.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="search"
        size="small"
        label={t('logs:search')}
        value={values.text}
        onChange={(e) => set({ text: e.target.value })}
        sx={{ ...field, flexGrow: 1 }}
      />
    </Box>
  );
}
