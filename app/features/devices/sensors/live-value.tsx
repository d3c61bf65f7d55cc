// A sensor's live value with its unit and quality in words and colour; only the number re-renders on readings.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useMemo } from 'react';
import { useLiveReading, useLiveReadingsStore } from '../../../stores/live-readings-store';
import { formatValue, unitOf } from '../../../lib/sensor-format';
import { qualityColour, qualityKey, qualityWord } from './quality';

export type LiveValueProps = {
  sensor: Pick<Sensor, 'sid' | 'type' | 'enabled'>;
  size?: 'small' | 'large';
  /** Puts the quality chip under the value (narrow cells). */
  stacked?: boolean;
};

/** The quality word of a sensor now; a component using it re-renders only when the word changes. */
const useQualityWord = (sensor: Pick<Sensor, 'sid' | 'enabled'>) =>
  useLiveReadingsStore((s) => qualityWord(sensor.enabled, s.bySid[sensor.sid]));

/** The quality chip alone (lists and headers). */
export function QualityChip({ sensor }: Pick<LiveValueProps, 'sensor'>) {
  const t = useT();
  const word = useQualityWord(sensor);
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

/**
 * The number and its unit: the one part that re-renders on every readings flush (200 readings/s
 * reach a list of 50 of them in `npm run bench:app`). The unit is a memoised element React skips.
 */
function ValueText({ sensor, large }: { sensor: LiveValueProps['sensor']; large: boolean }) {
  const reading = useLiveReading(sensor.sid);
  const word = qualityWord(sensor.enabled, reading);
  const shown = sensor.enabled && reading?.v !== null ? reading?.v : undefined;
  const unit = useMemo(
    () => (
      <Typography component="span" variant={large ? 'h6' : 'body2'} color="text.secondary" sx={{ ml: 0.5 }}>
        {unitOf(sensor.type)}
      </Typography>
    ),
    [large, sensor.type],
  );
  return (
    <Typography
      component="span"
      variant={large ? 'h3' : 'h6'}
      color={word === 'ok' ? 'text.primary' : word === 'fault' ? 'error' : 'text.secondary'}
      sx={valueSx}
      data-testid="sensor-value"
      data-sid={sensor.sid}
      data-value={formatValue(sensor.type, shown)}
    >
      {formatValue(sensor.type, shown)}
      {unit}
    </Typography>
  );
}

const valueSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', lineHeight: 1.2 } as const;

/** Value and quality; the layout around them does not re-render on readings. */
export function LiveValue({ sensor, size = 'small', stacked = false }: LiveValueProps) {
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
      <ValueText sensor={sensor} large={size === 'large'} />
      <QualityChip sensor={sensor} />
    </Box>
  );
}
