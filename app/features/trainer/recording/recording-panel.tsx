// RecordingPanel: the trainer console's record and replay panel (issue 14.6), simulated builds only.
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useTrainerRecordingT as useT } from '../../../i18n/trainer';
import { RecordCard } from './record-card';
import { ReplayCard } from './replay-card';
import { TraceList } from './trace-list';
import { useRecording } from './use-recording';

export function RecordingPanel() {
  const t = useT();
  const view = useRecording();
  return (
    <Stack spacing={2} component="section" aria-labelledby="trainer-recording-title">
      <div>
        <Typography variant="h5" component="h2" id="trainer-recording-title">
          {t('trainerRecording:title')}
        </Typography>
        <Typography color="text.secondary">{t('trainerRecording:intro')}</Typography>
      </div>
      {view.error && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('trainerRecording:errorTitle')}</AlertTitle>
          {view.error === 'unreachable'
            ? t('trainerRecording:unreachable')
            : t('trainerRecording:refused', { error: view.error })}
        </Alert>
      )}
      <RecordCard view={view} />
      <ReplayCard view={view} />
      <TraceList view={view} />
    </Stack>
  );
}
