// One page of log rows: time (controller-local), device, zone and what happened; paged below.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../components/use-t';
import type { LogRow } from './log-rows';
import { PAGE_SIZE } from './log-rows';

export type LogTableProps = {
  rows: readonly LogRow[];
  total: number;
  page: number;
  formatTime: (ts: number) => string;
  onPage: (page: number) => void;
};

/** Day and time on one line on desktop, two on a phone. */
function TimeText({ text }: { text: string }) {
  const [day, time] = text.split(' ');
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
        {day}
      </Box>{' '}
      {time}
    </>
  );
}

export function LogTable({ rows, total, page, formatTime, onPage }: LogTableProps) {
  const t = useT();
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('logs:tableLabel')} data-testid="log-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('logs:time')}</TableCell>
              <TableCell>{t('logs:actuator')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {t('logs:zone')}
              </TableCell>
              <TableCell>{t('logs:message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.lid} data-testid="log-row" data-lid={r.lid} data-zids={r.zids.join(' ')}>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  <TimeText text={formatTime(r.ts)} />
                </TableCell>
                <TableCell sx={{ minWidth: 72, whiteSpace: { sm: 'nowrap' } }}>{r.actuator || '—'}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, minWidth: 64 }}>
                  {r.zone || '—'}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_e, next) => onPage(next)}
        getItemAriaLabel={(type) => t(`logs:page_${type}`)}
        labelDisplayedRows={({ from, to, count }) => t('logs:shownRows', { from, to, count })}
        data-testid="log-pagination"
      />
    </>
  );
}
