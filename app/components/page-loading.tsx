// Shown while the first page's guards run (the router's hydrate fallback).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from './use-t';

export function PageLoading() {
  const t = useT();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('common:loading')} />
    </Box>
  );
}
