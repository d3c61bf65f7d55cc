// The time and age of the last known values (the broker's retained sensor/data) before live ones come.
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../components/use-t';
import { readingsAge } from './readings-age';
import { formatClock, sameLocalDay } from '../../../lib/clock-format';
import { now as worldNow } from '../../../lib/world-time';

export function LastKnownTime({ updatedAt }: { updatedAt: number }) {
  const t = useT();
  // Measured when these values arrive (the caller keys this by their time).
  const [now] = useState(() => worldNow());
  const age = readingsAge(updatedAt, now);
  const sameDay = sameLocalDay(updatedAt, now);
  return (
    <Typography
      variant="caption"
      color={age && age.unit !== 'minutes' ? 'warning.main' : 'text.secondary'}
      data-testid="readings-time"
      data-last-known="true"
      aria-live="off"
    >
      {t('home:lastKnown', {
        time: formatClock(updatedAt, sameDay ? 'HH:mm:ss' : 'YYYY-MM-DD HH:mm'),
        age: age ? t(`home:age_${age.unit}`, { count: age.count }) : '',
      })}
    </Typography>
  );
}
