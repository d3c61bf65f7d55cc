/** A fit's answer: the held-out day's errors before and after, and its curves over the measured ones. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { CalibrationFit } from '../../../model/calibration';
import { LazyHistoryChart } from '../../components/charts/lazy-history-chart';
import type { ChartSeries, Point } from '../../components/charts/series';
import { useT } from '../../components/use-t';
import { ParamsTable } from './params-table';

const points = (times: readonly number[], values: readonly number[]): Point[] =>
  times.map((ts, i) => [ts, Number.isFinite(values[i]) ? (values[i] as number) : null]);

export function FitResult({ fit }: { fit: CalibrationFit }) {
  const t = useT();
  const charts = useMemo(() => {
    const h = fit.heldOut;
    const of = (key: 'airTemp' | 'airHum', unit: string): ChartSeries[] => [
      { key: `m-${key}`, name: t('automation:calMeasured'), unit, points: points(h.times, h.measured[key]) },
      { key: `b-${key}`, name: t('automation:calBefore'), unit, points: points(h.times, h.before[key]) },
      { key: `a-${key}`, name: t('automation:calAfter'), unit, points: points(h.times, h.after[key]) },
    ];
    return { temp: of('airTemp', '°C'), hum: of('airHum', '%RH') };
  }, [fit, t]);
  const k = (v: number) => v.toFixed(2);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('automation:calResult', { day: fit.heldOutDay })}
      </Typography>
      <Typography data-testid="calibration-rmse">
        {t('automation:calRmse', {
          tBefore: k(fit.before.airTemp),
          tAfter: k(fit.after.airTemp),
          hBefore: k(fit.before.airHum),
          hAfter: k(fit.after.airHum),
        })}
      </Typography>
      <ParamsTable params={fit.params} fitted={fit.fitted} label={t('automation:calFittedValues')} />
      <Typography variant="subtitle2" component="h3">
        {t('automation:calTempChart')}
      </Typography>
      <LazyHistoryChart
        series={charts.temp}
        height={240}
        brush={false}
        ariaLabel={t('automation:calTempChart')}
      />
      <Typography variant="subtitle2" component="h3">
        {t('automation:calHumChart')}
      </Typography>
      <LazyHistoryChart
        series={charts.hum}
        height={240}
        brush={false}
        ariaLabel={t('automation:calHumChart')}
      />
    </Box>
  );
}
