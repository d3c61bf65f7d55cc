// A log screen (one per route, by view): filters kept in the URL, a page of rows, CSV of the filtered rows.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { useZoneNames } from '../../live/use-zone-names';
import { downloadCsv } from '../../lib/download-csv';
import { buildLogCsv, logCsvName } from './log-csv';
import { daysOf, isDay, localTime, MAX_DAYS } from './log-days';
import { LogFilterBar, type LogFilterValues } from './log-filter-bar';
import { filterRows, logRows, pageOf, queryKindOf, type LogView } from './log-rows';
import { LogTable } from './log-table';
import { useControllerDay } from './use-controller-day';
import { useLogDays } from './use-log-days';

export function LogPage({ view, title }: { view: LogView; title: string }) {
  const t = useT();
  const clock = useControllerDay();
  const [params, setParams] = useSearchParams();
  const today = clock.today ?? '';
  const zidParam = params.get('zid');
  const values: LogFilterValues = {
    from: isDay(params.get('from')) ? params.get('from')! : today,
    to: isDay(params.get('to')) ? params.get('to')! : today,
    zid: zidParam && /^\d+$/.test(zidParam) ? Number(zidParam) : 'all',
    text: params.get('q') ?? '',
  };
  const range = daysOf(values.from, values.to);
  const logs = useLogDays(clock.today ? range.days : [], queryKindOf(view), today);
  const actuators = useLiveList('actuator');
  const { zones, names } = useZoneNames();
  const all = logRows(view, logs.entries, actuators.items, names);
  const rows = filterRows(all, values);
  const page = pageOf(rows, Number(params.get('page') ?? 0));
  const formatTime = (ts: number) => localTime(ts, clock.timeZone);

  const write = (next: LogFilterValues, pageIndex = 0) => {
    const copy = new URLSearchParams();
    if (next.from !== today) copy.set('from', next.from);
    if (next.to !== today) copy.set('to', next.to);
    if (next.zid !== 'all') copy.set('zid', String(next.zid));
    if (next.text) copy.set('q', next.text);
    if (pageIndex > 0) copy.set('page', String(pageIndex));
    setParams(copy, { replace: true });
  };
  const exportCsv = () => {
    const headers = {
      time: t('logs:time'),
      actuator: t('logs:actuator'),
      zone: t('logs:zone'),
      message: t('logs:message'),
    };
    downloadCsv(buildLogCsv(rows, headers, formatTime), logCsvName(view, values.from, values.to));
  };
  const state = clock.state !== 'ready' ? clock.state : logs.state;
  const actions = (
    <>
      <Button variant="outlined" size="small" onClick={logs.reload} disabled={logs.refreshing}>
        {t('logs:refresh')}
      </Button>
      <Button variant="contained" size="small" onClick={exportCsv} disabled={rows.length === 0}>
        {t('logs:exportCsv')}
      </Button>
    </>
  );
  return (
    <Page title={title} actions={actions}>
      <LogFilterBar values={values} zones={zones.items} onChange={(next) => write(next)} />
      {range.clipped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('logs:clipped', { days: MAX_DAYS })}
        </Alert>
      )}
      <ScreenState
        state={state}
        error={clock.error ?? logs.error}
        onRetry={() => (clock.error ? clock.reload() : logs.reload())}
        empty={rows.length === 0}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1 }}
          data-testid="log-count"
          data-count={rows.length}
        >
          {rows.length === all.length
            ? t('logs:count', { count: rows.length })
            : t('logs:countFiltered', { count: rows.length, total: all.length })}
        </Typography>
        <LogTable
          rows={page.items}
          total={page.total}
          page={page.index}
          formatTime={formatTime}
          onPage={(p) => write(values, p)}
        />
      </ScreenState>
    </Page>
  );
}
