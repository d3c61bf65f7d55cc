// One stock tank of the diagram: its level drawn as a fill, litres and percent, its dosing pump, refill.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FertTankState } from '../../../protocol/live/fertigation.ts';
import { useT } from '../../components/use-t';
import { levelPct, litres, tankTone, type TankTone } from './fert-view';

/** A light tint of the tone's colour, so the dark percentage text on it keeps AA contrast. */
const fillColor: Record<TankTone, (theme: Theme) => string> = {
  ok: (theme) => alpha(theme.palette.info.main, 0.3),
  low: (theme) => alpha(theme.palette.warning.main, 0.3),
  empty: (theme) => alpha(theme.palette.error.main, 0.3),
};

export type TankGaugeProps = {
  tank: FertTankState;
  /** The tank whose running dry stopped the centre. */
  stopped: boolean;
  /** Shows a refill button (not in the read-only view). */
  onRefill?: () => void;
  refilling?: boolean;
  /** Drawing height of the tank, px. */
  height?: number;
};

export function TankGauge({ tank, stopped, onRefill, refilling, height = 120 }: TankGaugeProps) {
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
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, minWidth: 0 }}
    >
      <Typography variant="subtitle2" component="h3" noWrap>
        {tank.name}
      </Typography>
      <Box
        aria-hidden
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 96,
          height,
          border: 2,
          borderColor: stopped ? 'error.main' : 'grey.500',
          borderRadius: '6px 6px 12px 12px',
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            height: `${pct}%`,
            bgcolor: fillColor[tone],
            transition: 'height 0.6s',
          }}
        />
        <Typography
          variant="h6"
          component="span"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 600 }}
        >
          {pct}%
        </Typography>
      </Box>
      <Typography variant="body2" data-testid="tank-level" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('fertigation:tankLevel', { litres: litres(tank.volumeL), pct })}
      </Typography>
      {tone !== 'ok' && (
        <Typography
          variant="caption"
          color={tone === 'empty' ? 'error' : 'warning.main'}
          sx={{ fontWeight: 600 }}
        >
          {t(`fertigation:tone_${tone}`)}
        </Typography>
      )}
      <Typography
        variant="caption"
        color={tank.pumpOn ? 'success.main' : 'text.secondary'}
        data-testid="tank-pump"
        sx={{ textAlign: 'center' }}
      >
        {tank.pumpOn ? t('fertigation:pumpOn', { rate: tank.doseLph.toFixed(1) }) : t('fertigation:pumpOff')}
      </Typography>
      {onRefill && (
        <Button
          size="small"
          variant="outlined"
          onClick={onRefill}
          disabled={refilling}
          aria-label={t('fertigation:refillTank', { tank: tank.name })}
        >
          {t('fertigation:refill')}
        </Button>
      )}
    </Box>
  );
}
