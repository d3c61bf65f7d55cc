// Record one base: start, stop and save, with the elapsed world time and what was caught so far.
import { Button, Box, Stack, Typography } from '@mui/material';
import { useTrainerT } from '../../../i18n/trainer';
import { worldApi } from '../world-api';
import { formatSpan, type RecordingView } from './use-recording';

export function RecordCard({ view }: { view: RecordingView }) {
  const t = useTrainerT();
  const status = view.recording;
  const recording = status?.recording === true;
  return (
    <Box component="section">
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('recordingRecordTitle')}
        </Typography>
        {status?.recording ? (
          <Stack spacing={0.5} aria-live="polite">
            <Typography color="error.main" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t('recordingRecordingNow', { base: status.base })}
            </Typography>
            <Typography data-testid="recording-elapsed">
              {t('recordingElapsed', { time: formatSpan(status.elapsedMs) })}
            </Typography>
            <Typography data-testid="recording-counts" color="text.secondary">
              {t('recordingCounts', { messages: status.messages, rest: status.restCalls })}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={0.5}>
            <Typography color="text.secondary">{t('recordingRecordIdle')}</Typography>
            {status?.last && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('recordingLastSaved', {
                  name: status.last.name,
                  time: formatSpan(status.last.durationMs),
                  messages: status.last.messages,
                })}
              </Typography>
            )}
          </Stack>
        )}
        <div>
          <Button
            variant="contained"
            color={recording ? 'inherit' : 'error'}
            disabled={view.busy || !status}
            onClick={() => void view.run(() => worldApi.record(recording ? 'stop' : 'start'))}
          >
            {t(recording ? 'recordingRecordStop' : 'recordingRecordStart')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
