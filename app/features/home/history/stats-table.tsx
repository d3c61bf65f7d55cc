// Min, average and max of each series over the range shown (the zoom, or everything).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatValue, seriesStats, type ChartSeries } from '../../../components/charts/series';
import type { ZoomRange } from '../../../components/charts/zoom';
import { useT } from '../../../components/use-t';

export function StatsTable({ series, zoom }: { series: readonly ChartSeries[]; zoom: ZoomRange | null }) {
  const t = useT();
  return (
    <TableContainer>
      <Table
        size="small"
        sx={{ '& td:not(:first-of-type), & th:not(:first-of-type)': { whiteSpace: 'nowrap', px: 1 } }}
        aria-label={t('home:stats')}
        data-testid="history-stats"
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('home:statsSensor')}</TableCell>
            <TableCell align="right">{t('home:statsMin')}</TableCell>
            <TableCell align="right">{t('home:statsAvg')}</TableCell>
            <TableCell align="right">{t('home:statsMax')}</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('home:statsCount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((s) => {
            const stats = seriesStats(s.points, zoom?.from, zoom?.to);
            const cell = (v: number | undefined) =>
              `${formatValue(v)}${v === undefined || !s.unit ? '' : ` ${s.unit}`}`;
            return (
              <TableRow key={s.key} data-testid={`stats-${s.key}`}>
                <TableCell sx={{ borderLeft: `4px solid ${s.color ?? 'transparent'}` }}>{s.name}</TableCell>
                <TableCell align="right" data-testid="stat-min">
                  {cell(stats?.min)}
                </TableCell>
                <TableCell align="right" data-testid="stat-avg">
                  {cell(stats?.avg)}
                </TableCell>
                <TableCell align="right" data-testid="stat-max">
                  {cell(stats?.max)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ display: { xs: 'none', sm: 'table-cell' } }}
                  data-testid="stat-count"
                >
                  {stats?.count ?? 0}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
