// The top snackbar (seed: 3 s, closable; 2 s on the registration form), fed by the ui store.
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../use-t';
import { closeSnackbar, useUi } from '../../stores/ui-store';

export function SnackbarHost() {
  const t = useT();
  const snack = useUi((s) => s.snack);
  return (
    <Snackbar
      key={snack?.id}
      open={snack !== null}
      autoHideDuration={snack?.durationMs ?? null}
      onClose={(_event, reason) => reason !== 'clickaway' && closeSnackbar()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 'calc(8px + env(safe-area-inset-top))' } }}
    >
      <Alert
        role="alert"
        severity={snack?.severity ?? 'info'}
        variant="filled"
        onClose={closeSnackbar}
        slotProps={{ closeButton: { title: t('common:close'), 'aria-label': t('common:close') } }}
        sx={{ width: '100%', alignItems: 'center' }}
        data-testid="snackbar"
      >
        {snack?.message}
      </Alert>
    </Snackbar>
  );
}
