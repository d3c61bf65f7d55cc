/**
 * One live value from one or more sensors of a type (their mean when several), with its unit and a
 * word when the reading is not good (or missing once the base's readings have come). Only this
 * component re-renders when its sensors report.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useShallow } from 'zustand/react/shallow';
import type { SensorType } from '../../../../protocol/live/sensor.ts';
import { LiveSparkline } from '../../../components/charts/live-sparkline';
import type { Point } from '../../../components/charts/series';
import { useT } from '../../../components/use-t';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { combineReadings, type Combined } from '../regional/zone-summary';
import { formatTileValue } from './format';
import { unitOf } from '../../../lib/sensor-format';

export function useCombinedReading(sids: readonly number[]): Combined {
  return useLiveReadingsStore(useShallow((s) => combineReadings(sids.map((sid) => s.bySid[sid]))));
}

export type LiveMetricProps = {
  sids: readonly number[];
  type: SensorType;
  label: string;
  /** Shows a sparkline of the first sensor under the value. */
  sparkline?: boolean;
  /** The recent history of the first sensor, to start the sparkline with. */
  recent?: readonly Point[];
};

export function LiveMetric({ sids, type, label, sparkline = false, recent }: LiveMetricProps) {
  const t = useT();
  const { v, q } = useCombinedReading(sids);
  // "No reading" once the base's readings have come without this one: before they come it is only
  // early, and the word's line would go again a moment later, moving everything under it.
  const arrived = useLiveReadingsStore((s) => s.updatedAt !== null);
  const problem =
    q !== null && q !== 0 ? t(`home:quality_${q}`) : q === null && arrived ? t('home:noReading') : null;
  return (
    <Box data-testid={`metric-${type}`} data-value={v ?? ''} data-quality={q ?? ''} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{
          fontWeight: 600,
          fontSize: '1.125rem',
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
        color={q === 2 || q === 3 ? 'error' : q === 1 ? 'warning.main' : 'text.primary'}
      >
        {formatTileValue(type, v)}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {unitOf(type)}
        </Typography>
      </Typography>
      {problem && (
        <Typography variant="caption" color={q === null ? 'text.secondary' : 'error'} component="div" noWrap>
          {problem}
        </Typography>
      )}
      {sparkline && sids[0] !== undefined && (
        <Box sx={{ color: 'primary.main', mt: 0.5 }}>
          <LiveSparkline sid={sids[0]} width={88} height={22} seed={recent} />
        </Box>
      )}
    </Box>
  );
}
