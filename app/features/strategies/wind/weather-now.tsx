// The weather station's live wind speed and rain, what every wind and rain protection watches.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { shown } from '../shell/shown';
import { useWeatherInputs } from './use-weather-inputs';

export function WeatherNow() {
  const t = useT();
  const { wind, rain } = useWeatherInputs(null);
  const value = (label: string, text: string, unit: string, testId: string) => (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600, fontSize: '1.25rem' }} data-testid={testId}>
        {text}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {unit}
        </Typography>
      </Typography>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('strategies:wind_weatherNow')}
      sx={{ p: 2, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
        {t('strategies:wind_weatherNow')}
      </Typography>
      {value(t('strategies:wind_windSpeed'), shown(wind), 'm/s', 'wind-now')}
      {value(t('strategies:wind_rain'), shown(rain), 'mm/h', 'rain-now')}
    </Paper>
  );
}
