// The answer of one history query: chart with zoom, its step, min/avg/max of what is shown, CSV export.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { LazyHistoryChart } from '../../../components/charts/lazy-history-chart';
import { formatTimestamp } from '../../../components/charts/series';
import type { ZoomRange } from '../../../components/charts/zoom';
import { useT } from '../../../components/use-t';
import { useFarmZone } from '../../../live/hooks/use-farm-zone';
import { downloadCsv } from '../../../lib/download-csv';
import { buildHistoryCsv, csvFileName } from './csv';
import { isEmptyHistory, toChartSeries } from './history-series';
import { describeStep, type Window } from './ranges';
import { StatsTable } from './stats-table';
import type { HistoryResult } from './use-history-query';

export type HistoryResultsProps = {
  history: HistoryResult;
  sids: readonly number[];
  sensors: readonly Sensor[];
  window: Window;
};

export function HistoryResults({ history, sids, sensors, window }: HistoryResultsProps) {
  const t = useT();
  const zone = useFarmZone();
  const [zoom, setZoom] = useState<{ range: ZoomRange; of: HistoryResult['series'] } | null>(null);
  const series = useMemo(
    () => toChartSeries(sids, history.series, sensors, (sid) => t('home:unknownSensor', { sid })),
    [sids, history.series, sensors, t],
  );
  // A zoom belongs to the answer it was made on: a new answer shows everything again.
  const shown = zoom && zoom.of === history.series ? zoom.range : null;
  const step = describeStep(window.step);
  const exportCsv = () => {
    const csv = buildHistoryCsv(series, {
      timeHeader: t('home:csvTime'),
      zone,
      from: shown?.from,
      to: shown?.to,
    });
    downloadCsv(csv, csvFileName(shown?.to ?? window.to, zone));
  };
  if (history.state !== 'ready') return <QueryState history={history} />;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }} data-testid="history-results">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} data-testid="history-step">
            {t('home:step', { step: t(`home:${step.key}`, { n: step.n }) })}
            {' · '}
            {shown
              ? t('home:zoomed', {
                  from: formatTimestamp(shown.from, zone),
                  to: formatTimestamp(shown.to, zone),
                })
              : t('home:zoomHint')}
          </Typography>
          {shown && (
            <Button size="small" onClick={() => setZoom(null)}>
              {t('home:resetZoom')}
            </Button>
          )}
          <Button size="small" variant="outlined" onClick={exportCsv} disabled={isEmptyHistory(series)}>
            {t('home:exportCsv')}
          </Button>
        </Box>
        {history.msg && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('home:partial', { msg: history.msg })}
          </Alert>
        )}
        {isEmptyHistory(series) ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="history-empty">
            {t('home:noHistory')}
          </Typography>
        ) : (
          <LazyHistoryChart
            sketchFirst
            series={series}
            zoom={shown}
            domain={[window.from, window.to]}
            onZoom={(range) => setZoom(range ? { range, of: history.series } : null)}
            ariaLabel={t('home:chartLabel')}
          />
        )}
      </Paper>
      {!isEmptyHistory(series) && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t('home:stats')}
          </Typography>
          <StatsTable series={series} zoom={shown} />
        </Paper>
      )}
    </>
  );
}

/** Loading (with the 25 s indicator's look) or the error with a retry; offline is said by the page. */
function QueryState({ history }: { history: HistoryResult }) {
  const t = useT();
  if (history.state === 'error')
    return (
      <Alert
        severity="error"
        data-testid="history-error"
        action={
          <Button color="inherit" size="small" onClick={history.retry}>
            {t('live:retry')}
          </Button>
        }
      >
        {history.error}
      </Alert>
    );
  if (history.state === 'offline') return null;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}
      data-testid="history-loading"
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{t('common:loading')}</Typography>
    </Box>
  );
}
