// The live wind speed and rain a protection decides on (its data sources, else the weather station's).
import { useShallow } from 'zustand/react/shallow';
import { useLiveList } from '../../../live/query';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { siteValue, strategyInput } from '../shell/strategy-inputs';

export type WeatherInputs = { wind?: number; rain?: number };

/** stid null: the site's weather station. */
export function useWeatherInputs(stid: number | null): WeatherInputs {
  const sources = useLiveList('dataSource').items;
  return useLiveReadingsStore(
    useShallow((s) =>
      stid === null
        ? { wind: siteValue(s.bySid, 'windSpeed'), rain: siteValue(s.bySid, 'rain') }
        : {
            wind: strategyInput(s.bySid, sources, stid, null, 'windSpeed'),
            rain: strategyInput(s.bySid, sources, stid, null, 'rain'),
          },
    ),
  );
}
