// The network screen's filter: text in name or address, device kind, online or offline.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useT } from '../../../components/use-t';
import { networkKinds, type NetworkFilter } from './network-logic';

export type NetworkFiltersProps = { filter: NetworkFilter; onChange: (next: NetworkFilter) => void };

export function NetworkFilters({ filter, onChange }: NetworkFiltersProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label={t('installer:searchDevices')}
        value={filter.text}
        onChange={(e) => onChange({ ...filter, text: e.target.value })}
        sx={{ flex: '1 1 200px' }}
      />
      <TextField
        select
        size="small"
        label={t('installer:filterKind')}
        value={filter.kind}
        onChange={(e) => {
          const kind = e.target.value === 'all' ? 'all' : networkKinds.find((k) => k === e.target.value);
          if (kind) onChange({ ...filter, kind });
        }}
        sx={{ flex: '1 1 140px' }}
      >
        <MenuItem value="all">{t('installer:allKinds')}</MenuItem>
        {networkKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`installer:kind_${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter.status}
        onChange={(_, status: NetworkFilter['status'] | null) => status && onChange({ ...filter, status })}
        aria-label={t('installer:filterStatus')}
      >
        <ToggleButton value="all">{t('installer:statusAll')}</ToggleButton>
        <ToggleButton value="online">{t('installer:online')}</ToggleButton>
        <ToggleButton value="offline">{t('installer:offline')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
