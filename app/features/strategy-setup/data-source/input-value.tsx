// The value a strategy sees of one input now, from the live readings; only this re-renders on readings.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DataSource } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { formatInputReading } from '../common/format';
import { effectiveInput } from './effective-input';

export function InputValue({ source }: { source: DataSource }) {
  const t = useT();
  const bySid = useLiveReadingsStore((s) => s.bySid);
  const seen = effectiveInput(source, (sid) => bySid[sid]);
  const waiting = Object.keys(bySid).length === 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('strategySetup:seesNow')}
      </Typography>
      <Typography
        component="span"
        variant="h6"
        data-testid="input-value"
        color={seen.value === undefined ? 'text.secondary' : 'text.primary'}
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatInputReading(source.input, seen.value)}
      </Typography>
      <Typography
        variant="body2"
        color={seen.fromFallback || seen.value === undefined ? 'warning.main' : 'text.secondary'}
      >
        {waiting
          ? t('strategySetup:waitingReadings')
          : seen.value === undefined
            ? t('strategySetup:noValue')
            : seen.fromFallback
              ? t('strategySetup:fromFallback')
              : t(`strategySetup:mode_${source.mode}`)}
      </Typography>
    </Box>
  );
}
