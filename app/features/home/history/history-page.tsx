/**
 * `/devicedata/historicalData`: history charts. Pick sensors (`?sids=` preselects) and a range; the
 * controller answers `sensor/historyData` (deflated above 16 KiB, inflated by the live layer). Zoom by
 * dragging or with the brush; min/avg/max and the CSV export follow what is shown.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { listsState } from '../../../live/lists-state';
import { HistoryResults } from './history-results';
import { parseSids } from './history-series';
import { MAX_SENSORS, presetWindow, type RangeKey, type Window } from './ranges';
import { RangePicker } from './range-picker';
import { SensorPicker } from './sensor-picker';
import { useHistoryQuery } from './use-history-query';
import { now } from '../../../lib/world-time';

export function HistoryPage() {
  const t = useT();
  const [search] = useSearchParams();
  const sensors = useLiveList('sensor');
  const zones = useLiveList('zone');
  const lists = listsState([sensors, zones]);
  const [picked, setPicked] = useState<number[] | null>(() => {
    const sids = parseSids(search.get('sids'), MAX_SENSORS);
    return sids.length > 0 ? sids : null;
  });
  const [range, setRange] = useState<{ key: RangeKey; window: Window }>(() => ({
    key: '24h',
    window: presetWindow('24h', now()),
  }));
  // Until the grower picks, the first air temperature sensor (or the first sensor) is shown.
  const fallback = useMemo(() => {
    const first = sensors.items.find((s) => s.type === 'airTemp') ?? sensors.items[0];
    return first ? [first.sid] : [];
  }, [sensors.items]);
  const sids = picked ?? fallback;
  const input = useMemo(
    () => (sids.length > 0 ? { sids, window: range.window } : null),
    [sids, range.window],
  );
  const history = useHistoryQuery(input);

  return (
    <Page title={t('home:historyTitle')}>
      <ScreenState state={lists.state} error={lists.error} onRetry={lists.retry}>
        <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }}>
          <SensorPicker
            sensors={sensors.items}
            zones={zones.items}
            value={sids}
            onChange={setPicked}
            error={sids.length === 0 ? t('home:noSensorPicked') : null}
          />
          <RangePicker range={range.key} onPick={(key, window) => setRange({ key, window })} />
        </Paper>
        {input && (
          <Box>
            <HistoryResults history={history} sids={sids} sensors={sensors.items} window={range.window} />
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
