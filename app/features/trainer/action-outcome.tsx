// What came of the last console action: the confirmation, or why the world refused it (left as it was);
// while one runs (a jump simulates every minute it skips), that it is working. A confirmation steps
// aside after a few seconds (it sits over the panels below); a refusal stays until closed.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useTrainerT } from '../../i18n/trainer';
import type { Outcome } from './use-console-action';

/** How long a confirmation stays on screen. */
export const confirmationShownMs = 8_000;

export function ActionOutcome({
  outcome,
  busy = false,
  testId = 'trainer-outcome',
}: {
  outcome: Outcome | null;
  busy?: boolean;
  /** A panel with outcomes of its own names them apart from the console's. */
  testId?: string;
}) {
  const t = useTrainerT();
  const [closed, setClosed] = useState<number | null>(null);
  const seq = outcome?.seq ?? null;
  const success = outcome?.severity === 'success';
  useEffect(() => {
    if (seq === null || !success) return;
    const timer = setTimeout(() => setClosed(seq), confirmationShownMs);
    return () => clearTimeout(timer);
  }, [seq, success]);
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      {busy ? (
        <Alert severity="info" variant="filled" sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
          {t('working')}
          <LinearProgress color="inherit" sx={{ mt: 0.5 }} aria-label={t('working')} />
        </Alert>
      ) : (
        outcome &&
        closed !== outcome.seq && (
          <Alert
            key={outcome.seq}
            severity={outcome.severity}
            variant="filled"
            onClose={() => setClosed(outcome.seq)}
            slotProps={{ closeButton: { title: t('close') } }}
          >
            {outcome.text}
          </Alert>
        )
      )}
    </div>
  );
}
