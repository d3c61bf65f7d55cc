// A link from an actuator control to its edit screen.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../components/use-t';

export function EditLink({ aid, name }: { aid: number; name: string }) {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to={`/device/editactuator?aid=${aid}`}
      size="small"
      aria-label={`${t('actuators:edit')} ${name}`}
      sx={{ minWidth: 0, px: 1 }}
    >
      {t('actuators:edit')}
    </Button>
  );
}
