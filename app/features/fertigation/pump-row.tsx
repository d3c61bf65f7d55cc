// One dosing pump of the single-tank centre: its stock's level as a bar, the pump's rate, refill.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FertTankState } from '../../../protocol/live/fertigation.ts';
import { useT } from '../../components/use-t';
import { levelPct, litres, tankTone } from './fert-view';

export type PumpRowProps = {
  tank: FertTankState;
  stopped: boolean;
  onRefill: () => void;
  refilling: boolean;
};

export function PumpRow({ tank, stopped, onRefill, refilling }: PumpRowProps) {
  const t = useT();
  const pct = levelPct(tank);
  const tone = tankTone(tank);
  return (
    <Box
      role="group"
      aria-label={tank.name}
      data-testid="tank"
      data-tank={tank.name}
      data-level-pct={pct}
      data-volume-l={tank.volumeL}
      data-tone={tone}
      data-pump={tank.pumpOn ? 'on' : 'off'}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: stopped ? 'error.main' : 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h3">
            {tank.name}
          </Typography>
          <Typography variant="body2" data-testid="tank-level" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('fertigation:tankLevel', { litres: litres(tank.volumeL), pct })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={pct}
          color={tone === 'ok' ? 'info' : tone === 'low' ? 'warning' : 'error'}
          sx={{ height: 8, borderRadius: 1, my: 0.5 }}
          aria-label={t('fertigation:tankLevel', { litres: litres(tank.volumeL), pct })}
        />
        <Typography
          variant="caption"
          data-testid="tank-pump"
          color={tank.pumpOn ? 'success.main' : 'text.secondary'}
        >
          {tank.pumpOn
            ? t('fertigation:pumpOn', { rate: tank.doseLph.toFixed(1) })
            : t('fertigation:pumpOff')}
          {tone !== 'ok' && ` · ${t(`fertigation:tone_${tone}`)}`}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={onRefill}
        disabled={refilling}
        aria-label={t('fertigation:refillTank', { tank: tank.name })}
      >
        {t('fertigation:refill')}
      </Button>
    </Box>
  );
}
