// The time and age of the last known values (the broker's retained sensor/data) before live ones come.
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../components/use-t';
import { readingsAge } from './readings-age';
import { formatFarm, sameFarmDay } from '../../../lib/farm-time';
import { useFarmZone } from '../../../live/hooks/use-farm-zone';
import { now as worldNow } from '../../../lib/world-time';

export function LastKnownTime({ updatedAt }: { updatedAt: number }) {
  const t = useT();
  // Measured when these values arrive (the caller keys this by their time).
  const [now] = useState(() => worldNow());
  const age = readingsAge(updatedAt, now);
  const zone = useFarmZone();
  const sameDay = sameFarmDay(updatedAt, now, zone);
  return (
    <Typography
      variant="caption"
      color={age && age.unit !== 'minutes' ? 'warning.main' : 'text.secondary'}
      data-testid="readings-time"
      data-last-known="true"
      aria-live="off"
    >
      {t('home:lastKnown', {
        time: formatFarm(updatedAt, sameDay ? 'HH:mm:ss' : 'YYYY-MM-DD HH:mm', zone),
        age: age ? t(`home:age_${age.unit}`, { count: age.count }) : '',
      })}
    </Typography>
  );
}
