// The loading indicator (seed section 4): shown by showLoading() only for users with a bound server.
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../use-t';
import { useUi } from '../../stores/ui-store';

/**
 * The spinner exists only while loading: a closed Backdrop stays mounted (hidden), and a spinner in
 * it went on turning on every screen, costing a phone's CPU (and the e2e suite's) for nothing.
 */
export function LoadingOverlay() {
  const t = useT();
  const loading = useUi((s) => s.loading);
  return (
    <Backdrop open={loading} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      {loading && <CircularProgress color="inherit" aria-label={t('common:loading')} />}
    </Backdrop>
  );
}
