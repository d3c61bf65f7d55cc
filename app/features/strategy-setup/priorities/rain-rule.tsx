// "雨天关窗" for one wind protection: its closeOnRain switch, saved at once as a `strategy` update.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { strategy as strategySchema, type Strategy } from '../../../../protocol/live/climate.ts';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';

type WindStrategy = Extract<Strategy, { kind: 'windSpeed' }>;

export function RainRule({ wind }: { wind: WindStrategy }) {
  const t = useT();
  const action = useConfAction();
  const toggle = async (closeOnRain: boolean) => {
    const parsed = strategySchema.safeParse({ ...wind, params: { ...wind.params, closeOnRain } });
    if (parsed.success && !action.pending) await action.send('strategy', 'update', parsed.data);
  };
  const on = wind.params.closeOnRain;
  return (
    <Box data-testid="rain-rule" data-stid={wind.stid}>
      <FormControlLabel
        control={
          <Switch checked={on} disabled={action.pending} onChange={(e) => void toggle(e.target.checked)} />
        }
        label={t('strategySetup:closeOnRain', { name: wind.name })}
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
        {on ? t('strategySetup:closeOnRainOn') : t('strategySetup:closeOnRainOff')}
      </Typography>
      {action.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {action.error}
        </Alert>
      )}
    </Box>
  );
}

export const isWind = (s: Strategy): s is WindStrategy => s.kind === 'windSpeed';
