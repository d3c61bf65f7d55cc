// RecordingPanel: the trainer console's record and replay panel (issue 14.6), simulated builds only.
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useTrainerT } from '../../../i18n/trainer';
import { RecordCard } from './record-card';
import { ReplayCard } from './replay-card';
import { TraceList } from './trace-list';
import { useRecording } from './use-recording';

export function RecordingPanel() {
  const t = useTrainerT();
  const view = useRecording();
  return (
    <Stack spacing={2} component="section" aria-labelledby="trainer-recording-title">
      <div>
        <Typography variant="h5" component="h2" id="trainer-recording-title">
          {t('recordingTitle')}
        </Typography>
        <Typography color="text.secondary">{t('recordingIntro')}</Typography>
      </div>
      {view.error && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('recordingErrorTitle')}</AlertTitle>
          {view.error === 'unreachable'
            ? t('recordingUnreachable')
            : t('recordingRefused', { error: view.error })}
        </Alert>
      )}
      <RecordCard view={view} />
      <ReplayCard view={view} />
      <TraceList view={view} />
    </Stack>
  );
}
