// One camera: its latest picture, online state, when the picture is from; refresh and full screen.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFarmClock } from '../../../live/hooks/use-farm-zone';
import { useState } from 'react';
import type { NetworkDevice } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import { CameraDialog } from './camera-dialog';
import { SnapshotImage } from './snapshot-image';
import { useSnapshot } from './use-snapshot';

export function CameraCard({ camera }: { camera: NetworkDevice }) {
  const t = useT();
  const farmClock = useFarmClock();
  const snapshot = useSnapshot(camera);
  const [full, setFull] = useState(false);
  const when = t('sensors:snapshotAt', { time: farmClock(snapshot.at, 'HH:mm:ss') });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="camera-card" data-nid={camera.nid}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ flex: 1, fontWeight: 500 }} noWrap>
          {camera.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={camera.online ? 'success' : 'default'}
          label={camera.online ? t('sensors:cameraOnline') : t('sensors:cameraOffline')}
        />
      </Box>
      <SnapshotImage name={camera.name} url={snapshot.url} at={snapshot.at} online={camera.online} />
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 0.5 }}
        data-testid="snapshot-time"
      >
        {when}
      </Typography>
      {snapshot.error && (
        <Typography variant="body2" color="error">
          {snapshot.error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button size="small" onClick={snapshot.refresh} disabled={snapshot.refreshing}>
          {snapshot.refreshing ? t('sensors:refreshing') : t('sensors:refresh')}
        </Button>
        <Button size="small" variant="contained" onClick={() => setFull(true)} disabled={!camera.online}>
          {t('sensors:fullScreen')}
        </Button>
      </Box>
      <CameraDialog
        open={full}
        onClose={() => setFull(false)}
        camera={camera}
        snapshot={snapshot}
        when={when}
      />
    </Paper>
  );
}
