// The controller's 7-day forecast (system/cmd action forecast), cached like every live query.
import { forecastAnswer, type ForecastDay } from '../../../protocol/live/system.ts';
import { useLiveQuery, type LiveQueryResult } from '../../live/query';

/** Asks again every half hour while shown: the controller's forecast follows the site's weather. */
const REFRESH_MS = 30 * 60_000;

export function useForecast(days = 7): LiveQueryResult<ForecastDay[]> {
  return useLiveQuery({
    topic: 'system/cmd',
    confTyp: 'system',
    method: 'cmd',
    para: { action: 'forecast', days },
    parse: (ack) => forecastAnswer.parse(ack.data).days,
    refreshMs: REFRESH_MS,
  });
}
