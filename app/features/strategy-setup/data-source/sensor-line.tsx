// One sensor feeding an input: its name, zone and live reading, marked when the strategy uses it now.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';
import { formatInputReading } from '../common/format';

export type SensorLineProps = { sid: number; sensor?: Sensor; zone: string; fallback?: boolean };

export function SensorLine({ sid, sensor, zone, fallback }: SensorLineProps) {
  const t = useT();
  const reading = useLiveReading(sid);
  const good = reading !== undefined && reading.q === 0 && reading.v !== null;
  return (
    <Box
      component="li"
      data-testid="source-sensor"
      data-sid={sid}
      data-fallback={fallback ? 'true' : undefined}
      sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
    >
      <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
        {fallback
          ? t('strategySetup:fallbackSensor', {
              name: sensor?.name ?? t('strategySetup:sensorGone', { sid }),
            })
          : (sensor?.name ?? t('strategySetup:sensorGone', { sid }))}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {zone}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color={good ? 'text.primary' : 'warning.main'}
        data-testid="sensor-reading"
        sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}
      >
        {sensor && reading && !good
          ? t('strategySetup:notReading')
          : sensor
            ? formatInputReading(sensor.type, reading?.v)
            : '—'}
      </Typography>
    </Box>
  );
}
