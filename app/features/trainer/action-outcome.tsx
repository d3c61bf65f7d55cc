// What came of the last console action: the confirmation, or why the world refused it (left as it was);
// while one runs (a jump simulates every minute it skips), that it is working.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useTrainerT } from '../../i18n/trainer';
import type { Outcome } from './use-console-action';

export function ActionOutcome({ outcome, busy = false }: { outcome: Outcome | null; busy?: boolean }) {
  const t = useTrainerT();
  return (
    <div role="status" aria-live="polite" data-testid="trainer-outcome">
      {busy ? (
        <Alert severity="info" variant="filled" sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
          {t('working')}
          <LinearProgress color="inherit" sx={{ mt: 0.5 }} aria-label={t('working')} />
        </Alert>
      ) : (
        outcome && (
          <Alert key={outcome.seq} severity={outcome.severity} variant="filled">
            {outcome.text}
          </Alert>
        )
      )}
    </div>
  );
}
