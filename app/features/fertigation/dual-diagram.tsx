// The dual-tank centre's process diagram: stock tanks A, B and acid with their pumps over the mixing tank.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import { useT } from '../../components/use-t';
import { isStopTank } from './fert-view';
import { FlowArrow, MixTank } from './mix-tank';
import { TankGauge } from './tank-gauge';
import type { Refill } from './use-refill';

export type DiagramProps = {
  status: FertCenterStatus;
  valve: string | null;
  refill: Refill;
};

export function DualDiagram({ status, valve, refill }: DiagramProps) {
  const t = useT();
  return (
    <Box component="section" aria-label={t('fertigation:diagram')} data-testid="diagram" data-layout="dual">
      <Typography variant="overline" component="h2" color="text.secondary">
        {t('fertigation:stockTanks')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: `repeat(${Math.max(1, status.tanks.length)}, minmax(0, 1fr))`,
          justifyItems: 'center',
        }}
      >
        {status.tanks.map((tank) => (
          <TankGauge
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
