// The running replay: its position on a seek slider, play / pause and end; the live base's note.
import { Alert, Button, Card, CardContent, Slider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTrainerRecordingT as useT } from '../../../i18n/trainer';
import { recordingApi } from './recording-api';
import { formatSpan, type RecordingView } from './use-recording';

export function ReplayCard({ view }: { view: RecordingView }) {
  const t = useT();
  const replay = view.replay;
  // While the slider is dragged it shows the drag, not the polled position.
  const [dragMs, setDragMs] = useState<number | undefined>();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h3">
            {t('trainerRecording:replayTitle')}
          </Typography>
          {!replay?.active && (
            <Stack spacing={0.5}>
              <Typography color="text.secondary">{t('trainerRecording:replayIdle')}</Typography>
              {replay?.ended && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('trainerRecording:ended', { why: replay.ended })}
                </Typography>
              )}
            </Stack>
          )}
          {replay?.active && (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('trainerRecording:replayOf', { trace: replay.trace, base: replay.base })}
              </Typography>
              <Typography data-testid="replay-phase" sx={{ fontWeight: 600 }}>
                {t(`trainerRecording:phase_${replay.phase}`)} ·{' '}
                {t('trainerRecording:position', {
                  at: formatSpan(dragMs ?? replay.atMs),
                  duration: formatSpan(replay.durationMs),
                })}
              </Typography>
              <Slider
                aria-label={t('trainerRecording:seek')}
                min={0}
                max={Math.max(1, replay.durationMs)}
                step={1000}
                value={dragMs ?? replay.atMs}
                valueLabelDisplay="auto"
                valueLabelFormat={formatSpan}
                disabled={view.busy}
                onChange={(_, value) => setDragMs(value as number)}
                onChangeCommitted={(_, value) => {
                  setDragMs(undefined);
                  void view.run(() =>
                    recordingApi.replayAction({ action: 'seek', atMs: Math.round(value as number) }),
                  );
                }}
              />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {replay.phase === 'playing' ? (
                  <Button
                    variant="contained"
                    disabled={view.busy}
                    onClick={() => void view.run(() => recordingApi.replayAction({ action: 'pause' }))}
                  >
                    {t('trainerRecording:pause')}
                  </Button>
                ) : (
                  <Button
                    variant="contained"
                    disabled={view.busy || replay.phase === 'finished'}
                    onClick={() => void view.run(() => recordingApi.replayAction({ action: 'resume' }))}
                  >
                    {t('trainerRecording:play')}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  disabled={view.busy}
                  onClick={() => void view.run(() => recordingApi.replayAction({ action: 'stop' }))}
                >
                  {t('trainerRecording:stop')}
                </Button>
              </Stack>
              <Alert severity="info">{t('trainerRecording:liveHeld')}</Alert>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
