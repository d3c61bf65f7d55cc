// The traces the world has: recorded ones first, then the committed library; replay or download each.
import { Button, Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTrainerT } from '../../../i18n/trainer';
import { worldApi } from '../world-api';
import type { RecordingView } from './use-recording';

export function TraceList({ view }: { view: RecordingView }) {
  const t = useTrainerT();
  const traces = view.traces;
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} gutterBottom>
        {t('recordingTracesTitle')}
      </Typography>
      {!traces && <Typography color="text.secondary">{t('recordingTracesLoading')}</Typography>}
      {traces?.length === 0 && <Typography color="text.secondary">{t('recordingTracesEmpty')}</Typography>}
      <List dense disablePadding aria-label={t('recordingTracesTitle')}>
        {traces?.map((trace) => (
          <ListItem key={trace.name} disableGutters divider sx={{ display: 'block', py: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography sx={{ flex: '1 1 220px', overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                {trace.name}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={t(trace.source === 'recorded' ? 'recordingSourceRecorded' : 'recordingSourceLibrary')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('recordingSize', { kb: Math.max(1, Math.round(trace.bytes / 1024)) })}
              </Typography>
              <Button
                size="small"
                disabled={view.busy}
                aria-label={`${t('recordingReplay')} ${trace.name}`}
                onClick={() =>
                  void view.run(() => worldApi.driveReplay({ action: 'start', trace: trace.name }))
                }
              >
                {t('recordingReplay')}
              </Button>
              <Button
                size="small"
                href={worldApi.downloadUrl(trace.name)}
                download={`${trace.name}.trace.jsonl`}
                aria-label={`${t('recordingDownload')} ${trace.name}`}
              >
                {t('recordingDownload')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
