// The header's alarm bell with the count of open, unacknowledged alarms (live); opens the alarm centre.
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router-dom';
import { useOpenAlarmCount } from '../../live/open-alarms';
import { BellIcon } from '../icons';
import { useT } from '../use-t';

export function AlarmBell() {
  const t = useT();
  const count = useOpenAlarmCount();
  return (
    <IconButton
      color="inherit"
      component={Link}
      to="/newAlarmCenter"
      aria-label={t('shell:alarmCount', { count })}
    >
      <Badge badgeContent={count} color="error" max={99} data-testid="alarm-count">
        <BellIcon />
      </Badge>
    </IconButton>
  );
}
