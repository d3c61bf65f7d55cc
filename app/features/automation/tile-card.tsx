// One automation on the overview: its name, on/off state and one-line summary, linking to its screen.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFarmClock } from '../../live/hooks/use-farm-zone';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../components/use-t';
import type { LoadState } from '../../live/query';
import type { Tile, TileStatus } from './automation-tiles';

const statusColor: Record<TileStatus, ChipProps['color']> = {
  on: 'success',
  off: 'default',
  none: 'default',
  info: 'primary',
};

export function TileCard({ tile, state }: { tile: Tile; state: LoadState }) {
  const t = useT();
  const farmClock = useFarmClock();
  const title = t(tile.title as 'automation:tile_fog');
  const ready = state === 'ready';
  const summary = ready
    ? tile.parts
        .map((part) => t(`automation:${part.key}` as 'automation:sum_noneYet', part.values))
        .join(' · ')
    : t(state === 'error' ? 'automation:tileError' : 'automation:tileLoading');
  const last =
    ready && tile.lastDecisionAt !== undefined
      ? t('automation:lastDecision', { time: farmClock(tile.lastDecisionAt, 'MM-DD HH:mm') })
      : null;
  return (
    <Card variant="outlined" data-testid="automation-tile" data-tile={tile.id} data-status={tile.status}>
      <CardActionArea
        component={RouterLink}
        to={tile.to}
        sx={{ p: 2, height: '100%', alignItems: 'flex-start' }}
      >
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <span style={{ flexGrow: 1 }}>{title}</span>
          {ready && tile.status !== 'info' && (
            <Chip
              size="small"
              color={statusColor[tile.status]}
              label={t(`automation:status_${tile.status}`)}
            />
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="tile-summary">
          {summary}
        </Typography>
        {last && (
          <Typography variant="caption" color="text.secondary">
            {last}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
