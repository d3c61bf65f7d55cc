// The offline shell: the installed app opened without a network says that live data needs the
// connection, and reloads by itself when the connection is back.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useT } from '../components/use-t';
import { serverReachable } from './connectivity';

/** How often the shell asks whether the server is back. */
export const RECHECK_MS = 5_000;

export type OfflineShellProps = {
  /** Starts the app again (a reload); called when the server answers again, or on retry. */
  onReconnect?: () => void;
  /** Whether the server answers (tests pass a fake). */
  reachable?: () => Promise<boolean>;
};

const reloadPage = () => window.location.reload();
const askServer = () => serverReachable({ fetch: (...args) => fetch(...args) });

export function OfflineShell({ onReconnect = reloadPage, reachable = askServer }: OfflineShellProps) {
  const t = useT();
  useEffect(() => {
    let stopped = false;
    const check = () => void reachable().then((up) => up && !stopped && onReconnect());
    const timer = setInterval(check, RECHECK_MS);
    window.addEventListener('online', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, [onReconnect, reachable]);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        variant="outlined"
        sx={{ maxWidth: 440, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center' }}
        data-testid="offline-shell"
      >
        <Box component="img" src="/icons/icon-192.png" alt="" sx={{ width: 72, height: 72, mb: 1 }} />
        <Typography variant="subtitle2" color="text.secondary">
          {t('common:appName')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }}>
          {t('pwa:offlineTitle')}
        </Typography>
        <Typography variant="body1" sx={{ mb: 1.5 }}>
          {t('pwa:offlineBody')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('pwa:offlineHint')}
        </Typography>
        <Button variant="contained" onClick={onReconnect}>
          {t('pwa:retry')}
        </Button>
      </Paper>
    </Box>
  );
}
