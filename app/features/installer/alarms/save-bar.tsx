// The bulk alarm screen's save: how many changes wait, discard or save them; what the last save did.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { showSnackbar } from '../../../stores/ui-store';
import type { RuleDraftsState } from './use-rule-drafts';

export function SaveOutcome({ outcome }: { outcome: RuleDraftsState['outcome'] }) {
  const t = useT();
  if (!outcome) return null;
  const lines = [
    outcome.saved > 0 && t('installer:outcomeSaved', { count: outcome.saved }),
    outcome.invalid > 0 && t('installer:outcomeInvalid', { count: outcome.invalid }),
    outcome.failed > 0 && t('installer:outcomeFailed', { count: outcome.failed }),
  ].filter((line) => line !== false);
  return (
    <Alert
      severity={outcome.invalid + outcome.failed > 0 ? 'error' : 'success'}
      sx={{ mb: 2 }}
      data-testid="save-outcome"
    >
      {lines.length === 0 ? t('installer:nothingToSave') : lines.map((line) => <div key={line}>{line}</div>)}
    </Alert>
  );
}

export function SaveBar({ state }: { state: Pick<RuleDraftsState, 'diff' | 'saving' | 'save' | 'discard'> }) {
  const t = useT();
  const count = state.diff.changes.length + Object.keys(state.diff.invalid).length;
  if (count === 0) return null;
  const save = async () => {
    const outcome = await state.save();
    const problems = outcome.invalid + outcome.failed;
    if (problems === 0)
      showSnackbar(t('installer:outcomeSaved', { count: outcome.saved }), { severity: 'success' });
    else showSnackbar(t('installer:outcomeProblems', { count: problems }), { severity: 'error' });
  };
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 64, md: 16 },
        mt: 2,
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        zIndex: 2,
      }}
      data-testid="save-bar"
    >
      <Typography sx={{ flex: 1, minWidth: 120 }}>{t('installer:unsaved', { count })}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={state.discard} disabled={state.saving}>
          {t('installer:discard')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={state.saving}>
          {state.saving ? t('installer:saving') : t('installer:saveChanges')}
        </Button>
      </Box>
    </Paper>
  );
}
