// The running replay: its position on a seek slider, play / pause and end; the live base's note.
import { Alert, Button, Box, Slider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTrainerT } from '../../../i18n/trainer';
import { worldApi } from '../world-api';
import { formatSpan, type RecordingView } from './use-recording';

export function ReplayCard({ view }: { view: RecordingView }) {
  const t = useTrainerT();
  const replay = view.replay;
  // While the slider is dragged it shows the drag, not the polled position.
  const [dragMs, setDragMs] = useState<number | undefined>();
  return (
    <Box component="section">
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('recordingReplayTitle')}
        </Typography>
        {!replay?.active && (
          <Stack spacing={0.5}>
            <Typography color="text.secondary">{t('recordingReplayIdle')}</Typography>
            {replay?.ended && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('recordingEnded', {
                  trace: replay.ended.trace,
                  why: t(`recordingEnd_${replay.ended.why}`),
                })}
              </Typography>
            )}
          </Stack>
        )}
        {replay?.active && (
          <>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('recordingReplayOf', { trace: replay.trace, base: replay.base })}
            </Typography>
            <Typography data-testid="replay-phase" sx={{ fontWeight: 600 }}>
              {t(`recordingPhase_${replay.phase}`)} ·{' '}
              {t('recordingPosition', {
                at: formatSpan(dragMs ?? replay.atMs),
                duration: formatSpan(replay.durationMs),
              })}
            </Typography>
            <Slider
              aria-label={t('recordingSeek')}
              min={0}
              max={Math.max(1, replay.durationMs)}
              step={1000}
              value={dragMs ?? replay.atMs}
              valueLabelDisplay="auto"
              valueLabelFormat={formatSpan}
              disabled={view.busy}
              onChange={(_, value) => setDragMs(value)}
              onChangeCommitted={(_, value) => {
                setDragMs(undefined);
                void view.run(() => worldApi.driveReplay({ action: 'seek', atMs: Math.round(value) }));
              }}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {replay.phase === 'playing' ? (
                <Button
                  variant="contained"
                  disabled={view.busy}
                  onClick={() => void view.run(() => worldApi.driveReplay({ action: 'pause' }))}
                >
                  {t('recordingPause')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={view.busy || replay.phase === 'finished'}
                  onClick={() => void view.run(() => worldApi.driveReplay({ action: 'resume' }))}
                >
                  {t('recordingPlay')}
                </Button>
              )}
              <Button
                variant="outlined"
                disabled={view.busy}
                onClick={() => void view.run(() => worldApi.driveReplay({ action: 'stop' }))}
              >
                {t('recordingStop')}
              </Button>
            </Stack>
            <Alert severity="info">{t('recordingLiveHeld')}</Alert>
          </>
        )}
      </Stack>
    </Box>
  );
}
