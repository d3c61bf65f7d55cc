// The zone's actuators under manual control, each with a button handing it back to automation.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import { useT } from '../../components/use-t';
import { useLiveActuatorsStore } from '../../stores/live-actuators-store';
import { HandBackRow } from './hand-back-row';

export function ManualActuators({ actuators }: { actuators: readonly Actuator[] }) {
  const t = useT();
  // A string selector: the section renders when the set of manual actuators changes, not on every report.
  const manual = useLiveActuatorsStore((s) =>
    actuators
      .filter((a) => s.byAid[a.aid]?.mode === 'manual')
      .map((a) => a.aid)
      .join(','),
  );
  // Handed back during this visit: kept in view so the grower sees the mode turn to auto.
  const [handedBack, setHandedBack] = useState<ReadonlySet<number>>(new Set());
  const manualAids = new Set(manual.split(',').map(Number));
  const shown = actuators.filter((a) => manualAids.has(a.aid) || handedBack.has(a.aid));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="manual-heading"
      sx={{ p: 2 }}
      data-testid="manual-actuators"
    >
      <Typography id="manual-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('automation:manualHeading')}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="no-manual">
          {t('automation:noManual')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((a) => (
            <HandBackRow
              key={a.aid}
              actuator={a}
              onHandedBack={() => setHandedBack((s) => new Set(s).add(a.aid))}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
