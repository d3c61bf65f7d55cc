// The single-tank centre's process diagram: the dosing pumps with their stocks feed the one mixing tank.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../components/use-t';
import type { DiagramProps } from './dual-diagram';
import { isStopTank } from './fert-view';
import { FlowArrow, MixTank } from './mix-tank';
import { PumpRow } from './pump-row';

export function SingleDiagram({ status, valve, refill }: DiagramProps) {
  const t = useT();
  return (
    <Box component="section" aria-label={t('fertigation:diagram')} data-testid="diagram" data-layout="single">
      <Typography variant="overline" component="h2" color="text.secondary">
        {t('fertigation:dosingPumps')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {status.tanks.map((tank) => (
          <PumpRow
            key={tank.name}
            tank={tank}
            stopped={isStopTank(status, tank)}
            onRefill={() => refill.ask(tank.name)}
            refilling={refill.pending !== null}
          />
        ))}
      </Box>
      <FlowArrow />
      <MixTank mix={status.mixTank} valve={valve} />
    </Box>
  );
}
