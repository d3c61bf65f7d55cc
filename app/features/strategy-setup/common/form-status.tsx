// What an editor says above and below its fields: a change made elsewhere, the fields to fix, a refusal.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../../../components/use-t';

/** The record changed elsewhere after the grower started typing: offer to load the latest. */
export function ConflictAlert({ show, onLoadLatest }: { show: boolean; onLoadLatest: () => void }) {
  const t = useT();
  if (!show) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onLoadLatest}>
          {t('strategySetup:loadLatest')}
        </Button>
      }
    >
      {t('strategySetup:changedElsewhere')}
    </Alert>
  );
}

/** After a save was tried: the fields still to fix, or why the controller refused it. */
export function SaveProblems({ invalid, error }: { invalid: boolean; error: string | null }) {
  const t = useT();
  return (
    <>
      {invalid && <Alert severity="error">{t('strategySetup:fixForm')}</Alert>}
      {error && (
        <Alert severity="error" data-testid="save-error">
          {error}
        </Alert>
      )}
    </>
  );
}
