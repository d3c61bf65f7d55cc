// A camera picture, 16:9, or why there is none (offline camera, no picture, picture failed to load).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../components/use-t';
import { isShowableSnapshot, snapshotSrc } from './snapshot';

export type SnapshotImageProps = {
  name: string;
  url: string | undefined;
  at: number;
  online: boolean;
  fill?: boolean;
};

export function SnapshotImage({ name, url, at, online, fill = false }: SnapshotImageProps) {
  const t = useT();
  const [failed, setFailed] = useState<string | null>(null);
  const src = isShowableSnapshot(url) ? snapshotSrc(url, at) : null;
  const showable = online && src !== null && failed !== src;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: fill ? undefined : '16 / 9',
        height: fill ? '100%' : undefined,
        bgcolor: 'grey.200',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        borderRadius: fill ? 0 : 1,
      }}
    >
      {showable ? (
        <Box
          component="img"
          src={src}
          alt={t('sensors:snapshotAlt', { name })}
          onError={() => setFailed(src)}
          data-testid="camera-snapshot"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <Typography color="text.secondary" data-testid="camera-no-picture">
          {online ? t('sensors:noSnapshot') : t('sensors:cameraOffline')}
        </Typography>
      )}
    </Box>
  );
}
