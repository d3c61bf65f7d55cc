// Tells the grower about a new alarm while the app is open: a Web Notification where allowed, else a
// snackbar (alarm-snackbar.tsx, loaded with the first new alarm).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AlarmRecord } from '../../../protocol/live/system.ts';
import { onReport } from '../../live';
import { useT } from '../use-t';
import { grantedNotification, newAlarmOf } from './new-alarm';

const centre = '/newAlarmCenter';
// The snackbar (Snackbar, its transition, Button) is not in the shell's first load.
const AlarmSnackbar = lazy(() => import('./alarm-snackbar'));

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
  const [alarm, close] = useAlarmNotifications();
  // Mounted with the first new alarm and kept after, so it closes with its transition.
  const [shown, setShown] = useState(false);
  if (alarm && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <AlarmSnackbar alarm={alarm} centre={centre} onClose={close} />
    </Suspense>
  ) : null;
}
