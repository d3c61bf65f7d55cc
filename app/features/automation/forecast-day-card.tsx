// One forecast day: temperatures, humidity, rain, wind and radiation, and the automation it sets off.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ForecastDay } from '../../../protocol/live/system.ts';
import { useT } from '../../components/use-t';
import type { Reaction } from './forecast-reactions';
import { oneDecimal } from './strategy-inputs';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

export type ForecastDayCardProps = { day: ForecastDay; today: boolean; reactions: Reaction[] | null };

export function ForecastDayCard({ day, today, reactions }: ForecastDayCardProps) {
  const t = useT();
  // The forecast's 'YYYY-MM-DD' is a farm day already: read on the UTC calendar, not moved by a zone.
  const date = new Date(`${day.date}T00:00:00Z`);
  const weekday = today
    ? t('automation:today')
    : t(`automation:weekday_${date.getUTCDay()}` as 'automation:weekday_0');
  const heading = `${day.date.slice(5, 10)} ${weekday}`;
  return (
    <Card
      variant="outlined"
      sx={{ p: 2 }}
      component="article"
      aria-label={heading}
      data-testid="forecast-day"
      data-date={day.date}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 1 }}>
        <Figure label={t('automation:fcTemp')} value={`${oneDecimal(day.tMin)}–${oneDecimal(day.tMax)} °C`} />
        <Figure label={t('automation:fcHum')} value={`${Math.round(day.humAvg)} %`} />
        <Figure label={t('automation:fcRain')} value={`${oneDecimal(day.rainMm)} mm`} />
        <Figure label={t('automation:fcWind')} value={`${oneDecimal(day.windMax)} m/s`} />
        <Figure label={t('automation:fcRadiation')} value={`${Math.round(day.radiationSum)} J/cm²`} />
      </Box>
      {reactions && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('automation:fcReacting')}
        </Typography>
      )}
      {reactions === null ? null : reactions.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="no-reaction">
          {t('automation:fcNoReaction')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {reactions.map((r) => (
            <Typography
              component="li"
              variant="body2"
              key={r.key}
              data-testid="forecast-reaction"
              data-reason={r.reason}
            >
              <b>{r.name}</b>
              {t('automation:colon')}
              {t(`automation:react_${r.reason}` as 'automation:fcNoReaction', r.values)}
            </Typography>
          ))}
        </Box>
      )}
    </Card>
  );
}
