// A protection's state now on its card: closing the vents (from the controller's live decisions),
// about to (the weather calls for it, the delay runs), or not, with the wind and rain it watches.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Output } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import type { StrategyOf } from '../shell/strategy-kinds';
import { shown } from '../shell/shown';
import { useWeatherInputs } from './use-weather-inputs';
import { protectionNow } from './wind-protection';

export type ProtectionStateProps = {
  strategy: StrategyOf<'windSpeed'>;
  outputs: readonly Output[];
  /** The output records are not known yet: say nothing about the state. */
  known: boolean;
};

export function ProtectionState({ strategy, outputs, known }: ProtectionStateProps) {
  const t = useT();
  const { wind, rain } = useWeatherInputs(strategy.stid);
  const now = protectionNow(strategy, wind, rain, outputs);
  const cause = now.cause === 'rain' ? t('strategies:wind_causeRain') : t('strategies:wind_causeWind');
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('strategies:wind_watching', { wind: shown(wind), rain: shown(rain) })}
      </Typography>
      {known && (
        <Alert
          severity={now.state === 'on' ? 'warning' : now.state === 'pending' ? 'info' : 'success'}
          sx={{ py: 0 }}
          data-testid="protection-state"
          data-state={now.state}
        >
          {now.state === 'on'
            ? t('strategies:wind_on', { cause, closed: now.closed, asked: now.asked })
            : now.state === 'pending'
              ? t('strategies:wind_pending', { cause, delay: strategy.params.delayS })
              : strategy.enabled
                ? t('strategies:wind_off')
                : t('strategies:wind_disabled')}
        </Alert>
      )}
    </>
  );
}
