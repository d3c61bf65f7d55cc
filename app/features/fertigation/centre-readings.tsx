// The centre's live readings: EC and pH against the recipe's target, flow, pressure, filter drop.
import Box from '@mui/material/Box';
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import { useT } from '../../components/use-t';
import { reading, targetTone, TOLERANCE } from './fert-view';
import { ReadingTile } from './reading-tile';

export function CentreReadings({ status }: { status: FertCenterStatus }) {
  const t = useT();
  const target = (v: number | null, digits: number) =>
    v === null ? t('fertigation:noTarget') : t('fertigation:target', { value: v.toFixed(digits) });
  return (
    <Box
      component="section"
      aria-label={t('fertigation:readings')}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(120px, 1fr))' },
      }}
    >
      <ReadingTile
        id="ec"
        label={t('fertigation:ec')}
        value={reading(status.ec, 2)}
        unit="mS/cm"
        target={target(status.ecTarget, 1)}
        tone={targetTone(status.ec, status.ecTarget, TOLERANCE.ec)}
      />
      <ReadingTile
        id="ph"
        label={t('fertigation:ph')}
        value={reading(status.ph, 2)}
        target={target(status.phTarget, 1)}
        tone={targetTone(status.ph, status.phTarget, TOLERANCE.ph)}
      />
      <ReadingTile id="flow" label={t('fertigation:flow')} value={reading(status.flowLpm, 1)} unit="L/min" />
      <ReadingTile
        id="pressure"
        label={t('fertigation:pressure')}
        value={reading(status.pressureBar, 2)}
        unit="bar"
      />
      <ReadingTile
        id="filter"
        label={t('fertigation:filterDp')}
        value={reading(status.filterDpBar, 2)}
        unit="bar"
      />
    </Box>
  );
}
