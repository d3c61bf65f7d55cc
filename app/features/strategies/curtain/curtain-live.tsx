// A curtain strategy's live extras: the radiation and outside temperature it reads now, and where its curtains stand.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import type { StrategyOf } from '../shell/strategy-kinds';
import { ActuatorLiveChips } from './actuator-live-chips';
import { useStrategyInput } from './strategy-input';

const shown = (v: number | undefined, digits: number, unit: string) =>
  v === undefined ? '—' : `${v.toFixed(digits)} ${unit}`;

export function CurtainLive({ strategy }: { strategy: StrategyOf<'curtain'> }) {
  const t = useT();
  const radiation = useStrategyInput(strategy.stid, null, 'radiation');
  const outTemp = useStrategyInput(strategy.stid, null, 'outTemp');
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography variant="body2" data-testid="curtain-radiation" data-value={radiation ?? ''}>
          {t('strategies:curtain_radiationNow', { value: shown(radiation, 0, 'W/m²') })}
        </Typography>
        <Typography variant="body2" data-testid="curtain-out-temp" data-value={outTemp ?? ''}>
          {t('strategies:curtain_outTempNow', { value: shown(outTemp, 1, '°C') })}
        </Typography>
      </Box>
      <ActuatorLiveChips aids={strategy.params.aids} label={t('strategies:curtain_positionsNow')} />
    </Box>
  );
}
