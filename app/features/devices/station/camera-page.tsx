// /device/camera/CameraMain: the base's cameras grouped by zone, each with its latest picture.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { CameraCard } from './camera-card';
import { groupByZone } from './camera-groups';

export function CameraPage() {
  const t = useT();
  const network = useLiveList('network');
  const { zones } = useZoneNames();
  const groups = useMemo(
    () =>
      groupByZone(
        network.items.filter((d) => d.kind === 'camera'),
        zones.items,
      ),
    [network.items, zones.items],
  );
  return (
    <Page title={t('routes:cameraMain')}>
      <ScreenState state={network.state} error={network.error} onRetry={network.reload}>
        {groups.length === 0 && (
          <Typography color="text.secondary" data-testid="no-cameras">
            {t('sensors:noCameras')}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
          }}
        >
          {groups.map((group) => (
            <Box
              key={group.zid ?? 'none'}
              component="section"
              aria-label={group.name ?? t('sensors:otherCameras')}
            >
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {group.name ?? t('sensors:otherCameras')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {group.cameras.map((camera) => (
                  <CameraCard key={camera.nid} camera={camera} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </ScreenState>
    </Page>
  );
}
