// When the live values were last updated (the controller's clock); only this line re-renders.
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { useFarmClock } from '../../../live/hooks/use-farm-zone';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { LastKnownTime } from './last-known-time';

export function ReadingsTime() {
  const t = useT();
  const farmClock = useFarmClock();
  const updatedAt = useLiveReadingsStore((s) => s.updatedAt);
  const lastKnown = useLiveReadingsStore((s) => s.lastKnown);
  if (updatedAt === null) return null;
  // The broker's copy of the last sensor/data (a direct load, a base switch) until a live one comes.
  if (lastKnown) return <LastKnownTime key={updatedAt} updatedAt={updatedAt} />;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="readings-time" aria-live="off">
      {t('home:valuesUpdated', { time: farmClock(updatedAt, 'HH:mm:ss') })}
    </Typography>
  );
}
