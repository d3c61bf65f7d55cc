// The mixing tank as a wide box with its level, then the line to the valves and the field.
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import { useT } from '../../components/use-t';
import { levelPct, litres } from './fert-view';

export type MixTankProps = {
  mix: FertCenterStatus['mixTank'];
  /** The open valve of the running program; null when every valve is closed. */
  valve: string | null;
};

export function MixTank({ mix, valve }: MixTankProps) {
  const t = useT();
  const pct = levelPct(mix);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}>
      <Box
        role="group"
        aria-label={t('fertigation:mixTank')}
        data-testid="mix-tank"
        data-level-pct={pct}
        sx={{
          position: 'relative',
          border: 2,
          borderColor: 'grey.500',
          borderRadius: 2,
          height: 56,
          overflow: 'hidden',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 0,
            top: 0,
            bottom: 0,
            width: `${pct}%`,
            // A light tint, so the dark text on it keeps AA contrast.
            bgcolor: (theme) => alpha(theme.palette.success.main, 0.3),
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 1.5,
          }}
        >
          <Typography variant="subtitle2" component="h3">
            {t('fertigation:mixTank')}
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('fertigation:tankLevel', { litres: litres(mix.volumeL), pct })}
          </Typography>
        </Box>
      </Box>
      <FlowArrow />
      <Box
        data-testid="valve-now"
        data-open={valve === null ? 'false' : 'true'}
        sx={{
          border: 2,
          borderStyle: valve === null ? 'dashed' : 'solid',
          borderColor: valve === null ? 'grey.400' : 'primary.main',
          borderRadius: 2,
          px: 1.5,
          py: 1,
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {valve === null ? t('fertigation:noValve') : t('fertigation:valveNow', { valve })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          → {t('fertigation:toField')}
        </Typography>
      </Box>
    </Box>
  );
}

/** A downward arrow between two parts of the diagram. */
export function FlowArrow() {
  return (
    <Box aria-hidden sx={{ textAlign: 'center', color: 'grey.500', lineHeight: 1, fontSize: 20 }}>
      ▼
    </Box>
  );
}
