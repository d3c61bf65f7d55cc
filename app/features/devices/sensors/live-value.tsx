// A sensor's live value with its unit and quality in words and colour; only this re-renders on readings.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';
import { formatValue, unitOf } from '../../../lib/sensor-format';
import { qualityColour, qualityKey, qualityWord } from './quality';

export type LiveValueProps = {
  sensor: Pick<Sensor, 'sid' | 'type' | 'enabled'>;
  size?: 'small' | 'large';
  /** Puts the quality chip under the value (narrow cells). */
  stacked?: boolean;
};

/** The quality chip alone (lists and headers). */
export function QualityChip({ sensor }: Pick<LiveValueProps, 'sensor'>) {
  const t = useT();
  const word = qualityWord(sensor.enabled, useLiveReading(sensor.sid));
  return (
    <Chip
      size="small"
      label={t(qualityKey(word))}
      color={qualityColour[word]}
      variant={word === 'ok' ? 'outlined' : 'filled'}
      data-testid="sensor-quality"
      data-quality={word}
    />
  );
}

export function LiveValue({ sensor, size = 'small', stacked = false }: LiveValueProps) {
  const reading = useLiveReading(sensor.sid);
  const word = qualityWord(sensor.enabled, reading);
  const shown = sensor.enabled && reading?.v !== null ? reading?.v : undefined;
  const large = size === 'large';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: stacked ? 'flex-end' : 'center',
        gap: stacked ? 0.5 : 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Typography
        component="span"
        variant={large ? 'h3' : 'h6'}
        color={word === 'ok' ? 'text.primary' : word === 'fault' ? 'error' : 'text.secondary'}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', lineHeight: 1.2 }}
        data-testid="sensor-value"
        data-sid={sensor.sid}
        data-value={formatValue(sensor.type, shown)}
      >
        {formatValue(sensor.type, shown)}
        <Typography component="span" variant={large ? 'h6' : 'body2'} color="text.secondary" sx={{ ml: 0.5 }}>
          {unitOf(sensor.type)}
        </Typography>
      </Typography>
      <QualityChip sensor={sensor} />
    </Box>
  );
}
