// /newAlarmCenter: the selected base's open and past alarms, filtered, newest first; acknowledge one or all.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { isUnattended } from '../../live/open-alarms';
import { useLiveList } from '../../live/query';
import { useZoneNames } from '../../live/use-zone-names';
import { useLiveReadingsStore } from '../../stores/live-readings-store';
import { filterAlarms, filterFromQuery, queryOfFilter } from './alarm-filter';
import { AlarmFilters } from './alarm-filters';
import { AlarmRow } from './alarm-row';
import { zoneOfSource } from './alarm-source';
import { NotificationButton } from './notification-button';
import { useAlarmAck } from './use-alarm-ack';
import { useAlarmSources } from './use-alarm-sources';
import { now as worldNow } from '../../lib/world-time';

const pageSize = 50;

export function AlarmCenterPage() {
  const t = useT();
  const alarms = useLiveList('alarm');
  const { zones, names } = useZoneNames();
  const sourceOf = useAlarmSources();
  const [search, setSearch] = useSearchParams();
  const queryText = search.toString();
  const filter = useMemo(() => filterFromQuery(new URLSearchParams(queryText)), [queryText]);
  const [openedAt] = useState(() => worldNow());
  const [limit, setLimit] = useState(pageSize);
  const { busy, ack } = useAlarmAck();
  // The controller's clock (newest reading), to the minute; the browser's until readings arrive.
  const minute = useLiveReadingsStore((s) =>
    s.updatedAt === null ? null : Math.floor(s.updatedAt / 60_000),
  );
  const now = minute === null ? openedAt : minute * 60_000;
  const shown = useMemo(
    () => filterAlarms(alarms.items, filter, (a) => zoneOfSource(sourceOf(a))),
    [alarms.items, filter, sourceOf],
  );
  const unattended = alarms.items.filter(isUnattended).map((a) => a.alid);
  return (
    <Page
      title={t('routes:alarmCenter')}
      actions={
        <>
          <NotificationButton />
          <Button variant="contained" disabled={unattended.length === 0} onClick={() => void ack(unattended)}>
            {t('alarms:ackAll', { count: unattended.length })}
          </Button>
        </>
      }
    >
      <ScreenState state={alarms.state} error={alarms.error} onRetry={alarms.reload}>
        <AlarmFilters
          filter={filter}
          zones={zones.items}
          onChange={(next) => {
            setLimit(pageSize);
            setSearch(queryOfFilter(next), { replace: true });
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="alarm-shown">
          {t('alarms:shown', { count: shown.length, total: alarms.items.length })}
        </Typography>
        <Paper variant="outlined">
          {shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {alarms.items.length === 0 ? t('alarms:noAlarms') : t('alarms:noMatch')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('routes:alarmCenter')}>
              {shown.slice(0, limit).map((alarm) => {
                const source = sourceOf(alarm);
                const zid = zoneOfSource(source);
                return (
                  <AlarmRow
                    key={alarm.alid}
                    alarm={alarm}
                    source={source}
                    zoneName={zid === null ? null : (names.get(zid) ?? null)}
                    now={now}
                    busy={busy.has(alarm.alid)}
                    onAck={() => void ack([alarm.alid])}
                  />
                );
              })}
            </Box>
          )}
        </Paper>
        {shown.length > limit && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button onClick={() => setLimit((n) => n + pageSize)}>
              {t('alarms:showMore', { count: Math.min(pageSize, shown.length - limit) })}
            </Button>
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
