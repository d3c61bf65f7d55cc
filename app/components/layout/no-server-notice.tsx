// For a user with no bound server (seed sections 1 and 8): ask an administrator to bind one.
import Alert from '@mui/material/Alert';
import { useBases } from '../../stores/bases-store';
import { useT } from '../use-t';

export function NoServerNotice() {
  const t = useT();
  const none = useBases((s) => s.servers.length === 0);
  if (!none) return null;
  return (
    <Alert severity="info" sx={{ m: { xs: 2, md: 3 }, mb: { xs: 0, md: 0 } }} data-testid="no-server">
      {t('auth:noServer')}
    </Alert>
  );
}
