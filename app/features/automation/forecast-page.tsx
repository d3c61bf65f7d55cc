// /automaticSettings/forecastWeather: the controller's 7-day forecast and, per day, which strategies react.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { ForecastDayCard } from './forecast-day-card';
import { forecastReactions } from './forecast-reactions';
import { useForecast } from './use-forecast';

export function ForecastPage() {
  const t = useT();
  const forecast = useForecast();
  const strategies = useLiveList('strategy');
  const plans = useLiveList('irrigationPlan');
  const days = forecast.data ?? [];
  const rulesKnown = strategies.state === 'ready' && plans.state === 'ready';
  return (
    <Page title={t('routes:forecastWeather')}>
      <ScreenState
        state={forecast.state}
        error={t('automation:forecastUnavailable', { reason: forecast.error ?? '' })}
        empty={days.length === 0}
        onRetry={forecast.reload}
      >
        {!rulesKnown && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {strategies.error ?? plans.error ?? t('automation:rulesLoading')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          {days.map((day, index) => (
            <ForecastDayCard
              key={day.date}
              day={day}
              today={index === 0}
              reactions={rulesKnown ? forecastReactions(day, strategies.items, plans.items) : null}
            />
          ))}
        </Box>
      </ScreenState>
    </Page>
  );
}
