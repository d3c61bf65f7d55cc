// The snackbar of a new alarm (alarm-notifier.tsx loads it with the first new alarm): the message and a
// link to the alarm centre, for 10 s.
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Link } from 'react-router-dom';
import type { AlarmRecord } from '../../../protocol/live/system.ts';
import { useT } from '../use-t';

const testId = { 'data-testid': 'new-alarm-snackbar' };

export default function AlarmSnackbar({
  alarm,
  centre,
  onClose,
}: {
  alarm: AlarmRecord | null;
  centre: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Snackbar
      open={alarm !== null}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      autoHideDuration={10_000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
      message={alarm ? t('alarms:newAlarm', { message: alarm.message }) : ''}
      slotProps={{ content: { role: 'alert', ...testId } }}
      action={
        <Button color="warning" size="small" component={Link} to={centre} onClick={onClose}>
          {t('alarms:openCentre')}
        </Button>
      }
    />
  );
}
