// The position of a roller, curtain or screen as a bar, with the target marked while it moves.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../use-t';
import type { LiveView } from './logic';

export function PositionBar({ view, name }: { view: LiveView; name: string }) {
  const t = useT();
  return (
    <Box sx={{ minWidth: 120, flex: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" data-testid="actuator-pos" data-pos={view.pos ?? ''}>
          {view.pos !== undefined
            ? t('actuators:position', { pos: view.pos })
            : t('actuators:positionUnknown')}
        </Typography>
        {view.target !== undefined && (
          <Typography variant="body2" color="info.main" data-testid="actuator-target">
            → {view.target}%
          </Typography>
        )}
      </Box>
      <Box sx={{ position: 'relative', mt: 0.5 }}>
        <LinearProgress
          variant="determinate"
          value={view.pos ?? 0}
          aria-label={t('actuators:positionOf', { name })}
          sx={{ height: 10, borderRadius: 5 }}
          color={view.jammed ? 'error' : 'primary'}
        />
        {view.target !== undefined && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: -3,
              bottom: -3,
              width: 3,
              borderRadius: 1,
              bgcolor: 'info.main',
              left: `calc(${view.target}% - 1.5px)`,
            }}
          />
        )}
      </Box>
    </Box>
  );
}
