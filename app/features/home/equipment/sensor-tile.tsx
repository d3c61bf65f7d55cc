// One sensor of the zone: name, live value with unit and quality, a live sparkline; links to its detail.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { LiveSparkline } from '../../../components/charts/live-sparkline';
import type { Point } from '../../../components/charts/series';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';
import { formatTileValue } from '../components/format';
import { unitOf } from '../../../lib/sensor-format';

const qualityColor = { 0: 'success', 1: 'warning', 2: 'error', 3: 'default' } as const;

export function SensorTile({ sensor, recent }: { sensor: Sensor; recent?: readonly Point[] }) {
  const t = useT();
  const reading = useLiveReading(sensor.sid);
  const q = reading?.q;
  return (
    <Card
      variant="outlined"
      data-testid={`sensor-${sensor.sid}`}
      data-value={reading?.v ?? ''}
      data-quality={q ?? ''}
    >
      <CardActionArea
        component={RouterLink}
        to={`/device/SensorParticularMessage?sid=${sensor.sid}`}
        sx={{
          p: 1.5,
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: 'minmax(0, 1fr)',
          justifyContent: 'stretch',
        }}
      >
        <Typography variant="body2" color="text.secondary" noWrap title={sensor.name}>
          {sensor.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            sx={{ fontWeight: 600, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}
            data-testid="sensor-value"
          >
            {formatTileValue(sensor.type, reading?.v)}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
              {unitOf(sensor.type)}
            </Typography>
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={q === undefined ? 'default' : qualityColor[q]}
            label={q === undefined ? t('home:noReading') : t(`home:quality_${q}`)}
            sx={{ ml: 'auto' }}
          />
        </Box>
        <Box sx={{ color: 'primary.main' }}>
          <LiveSparkline sid={sensor.sid} width={160} height={24} seed={recent} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
