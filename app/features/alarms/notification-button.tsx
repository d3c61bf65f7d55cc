// Asks the browser for permission to show desktop notifications of new alarms (only on the grower's click).
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '../../components/use-t';

const permissionNow = (): string | null =>
  typeof Notification === 'undefined' ? null : Notification.permission;

export function NotificationButton() {
  const t = useT();
  const [permission, setPermission] = useState(permissionNow);
  if (permission === null || permission === 'granted') return null;
  return (
    <Button
      size="small"
      disabled={permission === 'denied'}
      onClick={() => {
        void Notification.requestPermission().then(setPermission);
      }}
    >
      {permission === 'denied' ? t('alarms:notifyDenied') : t('alarms:notifyAsk')}
    </Button>
  );
}
