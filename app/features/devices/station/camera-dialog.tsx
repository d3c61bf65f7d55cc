// A camera's picture full screen (MUI Dialog fullScreen), with refresh and close.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { NetworkDevice } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import { SnapshotImage } from './snapshot-image';
import type { Snapshot } from './use-snapshot';

export type CameraDialogProps = {
  open: boolean;
  onClose: () => void;
  camera: NetworkDevice;
  snapshot: Snapshot;
  when: string;
};

export function CameraDialog({ open, onClose, camera, snapshot, when }: CameraDialogProps) {
  const t = useT();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={`camera-title-${camera.nid}`}>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={`camera-title-${camera.nid}`} variant="h6" component="h2" noWrap>
              {camera.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {when}
            </Typography>
          </Box>
          <Button onClick={snapshot.refresh} disabled={snapshot.refreshing}>
            {snapshot.refreshing ? t('sensors:refreshing') : t('sensors:refresh')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('sensors:closeFullScreen')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'grey.900' }} data-testid="camera-fullscreen">
        <SnapshotImage name={camera.name} url={snapshot.url} at={snapshot.at} online={camera.online} fill />
      </Box>
    </Dialog>
  );
}
