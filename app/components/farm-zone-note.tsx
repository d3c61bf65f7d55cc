// Names the farm's zone once on a screen whose times (farm time) read differently from the device's clock.
import Typography from '@mui/material/Typography';
import { differsFromDevice, utcOffsetLabel } from '../lib/farm-time';
import { now } from '../lib/world-time';
import { useFarmZone } from '../live/hooks/use-farm-zone';
import { useT } from './use-t';

export function FarmZoneNote() {
  const t = useT();
  const zone = useFarmZone();
  const at = now();
  if (zone === null || !differsFromDevice(at, zone)) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      title={t('shell:farmTimeHint')}
      data-testid="farm-zone-note"
      data-zone={zone}
      sx={{ flexBasis: { xs: '100%', sm: 'auto' }, order: { xs: 3, sm: 0 } }}
    >
      {t('shell:farmTime', { zone, offset: utcOffsetLabel(at, zone) })}
    </Typography>
  );
}
