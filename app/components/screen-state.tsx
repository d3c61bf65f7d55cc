// The four states of a live screen (docs/design/screens.md): loading (25 s), error, offline, empty; else content.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LiveQueryState } from '../live/query';
import { useLiveStatus } from '../stores/connection-store';
import { useT } from './use-t';

export type ScreenStateProps = {
  /** 'idle' (nothing asked yet) shows like loading. */
  state: LiveQueryState;
  error?: string | null;
  empty?: boolean;
  onRetry?: () => void;
  children: ReactNode;
};

/** Shows what the grower is waiting for, or why nothing is there, or the content. */
export function ScreenState({ state, error, empty, onRetry, children }: ScreenStateProps) {
  const t = useT();
  const status = useLiveStatus();
  const retry = onRetry && (
    <Button color="inherit" size="small" onClick={onRetry}>
      {t('live:retry')}
    </Button>
  );
  if (state === 'loading' || state === 'idle') {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}
        data-testid="screen-loading"
      >
        <CircularProgress size={24} aria-hidden />
        <Typography color="text.secondary">{t('common:loading')}</Typography>
      </Box>
    );
  }
  if (state === 'offline') {
    return (
      <Alert severity="warning" data-testid="screen-offline" action={retry}>
        {t('live:offlineState')}
      </Alert>
    );
  }
  if (state === 'error') {
    return (
      <Alert severity="error" data-testid="screen-error" action={retry}>
        {error}
      </Alert>
    );
  }
  return (
    <>
      {status !== 1 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="screen-offline">
          {t('live:offlineState')}
        </Alert>
      )}
      {empty ? (
        <Typography color="text.secondary" sx={{ p: 3 }} data-testid="screen-empty">
          {t('live:empty')}
        </Typography>
      ) : (
        children
      )}
    </>
  );
}
