// When the live values were last updated (the controller's clock); only this line re-renders.
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useT } from '../../../components/use-t';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';

export function ReadingsTime() {
  const t = useT();
  const updatedAt = useLiveReadingsStore((s) => s.updatedAt);
  if (updatedAt === null) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="readings-time" aria-live="off">
      {t('home:valuesUpdated', { time: dayjs(updatedAt).format('HH:mm:ss') })}
    </Typography>
  );
}
