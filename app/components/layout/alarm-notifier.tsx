// Tells the grower about a new alarm while the app is open: a Web Notification where allowed, else a snackbar.
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AlarmRecord } from '../../../protocol/live/system.ts';
import { onReport } from '../../live';
import { useT } from '../use-t';
import { grantedNotification, newAlarmOf } from './new-alarm';

const centre = '/newAlarmCenter';
const testId = { 'data-testid': 'new-alarm-snackbar' };

/** Listens to the selected base's reports; returns the alarm to show in the snackbar and its close. */
export function useAlarmNotifications(): [AlarmRecord | null, () => void] {
  const t = useT();
  const navigate = useNavigate();
  const [shown, setShown] = useState<AlarmRecord | null>(null);
  useEffect(
    () =>
      onReport((topicName, ack) => {
        const alarm = newAlarmOf(topicName, ack);
        if (!alarm) return;
        const Api = grantedNotification();
        if (!Api) return setShown(alarm);
        const note = new Api(t('alarms:newAlarmTitle'), { body: alarm.message, tag: `alarm-${alarm.alid}` });
        note.onclick = () => {
          window.focus();
          void navigate(centre);
          note.close();
        };
      }),
    [t, navigate],
  );
  return [shown, () => setShown(null)];
}

export function AlarmNotifier() {
  const t = useT();
  const [alarm, close] = useAlarmNotifications();
  return (
    <Snackbar
      open={alarm !== null}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      autoHideDuration={10_000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
      message={alarm ? t('alarms:newAlarm', { message: alarm.message }) : ''}
      slotProps={{ content: { role: 'alert', ...testId } }}
      action={
        <Button color="warning" size="small" component={Link} to={centre} onClick={close}>
          {t('alarms:openCentre')}
        </Button>
      }
    />
  );
}
