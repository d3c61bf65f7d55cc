// What came of the last console action: the confirmation, or why the world refused it (left as it was).
import Alert from '@mui/material/Alert';
import type { Outcome } from './use-console-action';

export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  return (
    <div role="status" aria-live="polite" data-testid="trainer-outcome">
      {outcome && (
        <Alert key={outcome.seq} severity={outcome.severity} variant="filled">
          {outcome.text}
        </Alert>
      )}
    </div>
  );
}
