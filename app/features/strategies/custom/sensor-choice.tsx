// A sensor as the picker lists it: name, zone, type and its live value.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';
import { goodValue, readingText } from './reading-text';

export function SensorChoice({ sensor, zone }: { sensor: Sensor; zone: string }) {
  const t = useT();
  const value = goodValue(useLiveReading(sensor.sid));
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0, width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {sensor.name}
        <Typography component="span" variant="body2" color="text.secondary">
          {` · ${zone} · ${t(`sensors:type_${sensor.type}`)}`}
        </Typography>
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {readingText(sensor.type, value)}
      </Typography>
    </Box>
  );
}
