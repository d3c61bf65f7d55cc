// The traces the world has: recorded ones first, then the committed library; replay or download each.
import { Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTrainerRecordingT as useT } from '../../../i18n/trainer';
import { recordingApi } from './recording-api';
import type { RecordingView } from './use-recording';

export function TraceList({ view }: { view: RecordingView }) {
  const t = useT();
  const traces = view.traces;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('trainerRecording:tracesTitle')}
        </Typography>
        {!traces && <Typography color="text.secondary">{t('trainerRecording:tracesLoading')}</Typography>}
        {traces?.length === 0 && (
          <Typography color="text.secondary">{t('trainerRecording:tracesEmpty')}</Typography>
        )}
        <List dense disablePadding aria-label={t('trainerRecording:tracesTitle')}>
          {traces?.map((trace) => (
            <ListItem key={trace.name} disableGutters divider sx={{ display: 'block', py: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography sx={{ flex: '1 1 220px', overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                  {trace.name}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(
                    trace.source === 'recorded'
                      ? 'trainerRecording:sourceRecorded'
                      : 'trainerRecording:sourceLibrary',
                  )}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('trainerRecording:size', { kb: Math.max(1, Math.round(trace.bytes / 1024)) })}
                </Typography>
                <Button
                  size="small"
                  disabled={view.busy}
                  aria-label={`${t('trainerRecording:replay')} ${trace.name}`}
                  onClick={() =>
                    void view.run(() => recordingApi.replayAction({ action: 'start', trace: trace.name }))
                  }
                >
                  {t('trainerRecording:replay')}
                </Button>
                <Button
                  size="small"
                  href={recordingApi.downloadUrl(trace.name)}
                  download={`${trace.name}.trace.jsonl`}
                  aria-label={`${t('trainerRecording:download')} ${trace.name}`}
                >
                  {t('trainerRecording:download')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
