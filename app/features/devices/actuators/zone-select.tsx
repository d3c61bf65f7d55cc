// The zone filter above an actuator screen: all zones, one zone, or actuators without a zone.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import { parseZoneFilter, type ZoneFilter } from './zone-filter';

export type ZoneSelectProps = {
  value: ZoneFilter;
  zones: readonly Zone[];
  /** The zones have come: until then the field is disabled, its menu would list none of them. */
  ready: boolean;
  withNone: boolean;
  onChange: (value: ZoneFilter) => void;
};

export function ZoneSelect({ value, zones, ready, withNone, onChange }: ZoneSelectProps) {
  const t = useT();
  // Until the zones load (or when the URL names a zone that is gone) the field shows "all zones".
  const known = typeof value !== 'number' || zones.some((z) => z.f_zone_id === value);
  return (
    <TextField
      select
      size="small"
      label={t('actuators:zoneFilter')}
      value={known ? String(value) : 'all'}
      disabled={!ready}
      onChange={(e) => onChange(parseZoneFilter(e.target.value))}
      sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
      slotProps={{ htmlInput: { 'data-testid': 'zone-filter' } }}
    >
      <MenuItem value="all">{t('actuators:allZones')}</MenuItem>
      {zones.map((z) => (
        <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
          {z.name}
        </MenuItem>
      ))}
      {withNone && <MenuItem value="none">{t('actuators:noZone')}</MenuItem>}
    </TextField>
  );
}
