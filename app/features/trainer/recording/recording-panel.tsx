// RecordingPanel: the trainer console's record and replay panel, simulated builds only.
import { Alert, AlertTitle, Divider, Typography } from '@mui/material';
import { useTrainerT } from '../../../i18n/trainer';
import { ConsolePanel } from '../console-panel';
import { RecordCard } from './record-card';
import { ReplayCard } from './replay-card';
import { TraceList } from './trace-list';
import { useRecording } from './use-recording';

export function RecordingPanel() {
  const t = useTrainerT();
  const view = useRecording();
  return (
    <ConsolePanel title={t('recordingTitle')} testId="trainer-recording">
      <Typography color="text.secondary">{t('recordingIntro')}</Typography>
      {view.error && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('recordingErrorTitle')}</AlertTitle>
          {view.error === 'unreachable'
            ? t('recordingUnreachable')
            : t('recordingRefused', { error: view.error })}
        </Alert>
      )}
      <RecordCard view={view} />
      <Divider />
      <ReplayCard view={view} />
      <Divider />
      <TraceList view={view} />
    </ConsolePanel>
  );
}
